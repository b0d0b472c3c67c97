import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { StepFile } from '../../engine/step-file';
import precompiled from './generated/step-validators';

const cache = new Map<string, ValidatorType>();

/** The form validator for a step, precompiled at build time (the page's CSP forbids eval). */
export function stepValidator(step: StepFile): ValidatorType {
  const cached = cache.get(step.id);
  if (cached) return cached;
  const fns = precompiled[step.id];
  if (!fns) throw new Error(`No precompiled validator for step "${step.id}": run npm run generate`);
  const validator = createPrecompiledValidator(fns, step.schema as object);
  cache.set(step.id, validator);
  return validator;
}
