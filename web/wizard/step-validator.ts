import { use } from 'react';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { StepFile } from '../../engine/steps/step-file';
import { loadValidatorFunctions } from './step-validator-chunks';

// By the step file itself: a step file replaced while the app runs (Storybook's control, a hot update under
// `npm run dev`) gets a validator of its own.
const building = new WeakMap<StepFile, Promise<ValidatorType>>();

function buildValidator(step: StepFile): Promise<ValidatorType> {
  let pending = building.get(step);
  if (!pending) {
    pending = loadValidatorFunctions(step.id).then((fns) => {
      if (!fns) throw new Error(`No precompiled validator for step "${step.id}": run npm run generate`);
      return createPrecompiledValidator(fns, step.schema as object);
    });
    building.set(step, pending);
  }
  return pending;
}

/**
 * The form validator for a step, precompiled at build time (the page's CSP forbids eval), from the step's own
 * chunk: the first render suspends until it has loaded (the step screen started loading it with the page). Always
 * the same promise per step file, so once it has settled React reads it without suspending.
 */
export function useStepValidator(step: StepFile): ValidatorType {
  return use(buildValidator(step));
}
