import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/** SPEC 5 pet rule: a pet of type other needs its free-text type (`will.pets.<uuid>.typeOther`). */
export function petErrors(will: Will): FieldErrors {
  let errors: FieldErrors = {};
  for (const [uuid, pet] of Object.entries(will.pets ?? {})) {
    if (pet?.type === 'other' && !pet.typeOther?.trim()) errors = withFieldError(errors, `will.pets.${uuid}.typeOther`, M.required);
  }
  return errors;
}
