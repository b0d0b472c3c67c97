import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { StepFile } from '../../engine/steps/step-file';

// Test-only stand-in for ./step-validator (aliased in vite.config.ts for the unit tests): it compiles schemas at
// run time, so a test can render an edited copy of a step file. The app and Storybook use the precompiled ones.
const runtime: ValidatorType = customizeValidator({ ajvOptionsOverrides: { unicode: false, logger: false } });

/** The form validator for a step, compiled at run time. */
export function stepValidator(_step: StepFile): ValidatorType {
  return runtime;
}

/** The hook web/wizard/step-renderer.tsx calls, with no chunk to wait for. */
export function useStepValidator(step: StepFile): ValidatorType {
  return stepValidator(step);
}
