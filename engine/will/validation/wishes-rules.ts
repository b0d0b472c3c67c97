import { STEP_FUNERAL_WISHES, isPassed } from '../../steps/steps';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/** SPEC 5 funeral wishes, once step 7 is passed: a funeral type, and its description when the type is other. */
export function wishesErrors(will: Will): FieldErrors {
  if (!isPassed(will.passedSteps, STEP_FUNERAL_WISHES)) return {};
  const wishes = will.funeralWishes;
  let errors: FieldErrors = {};
  if (!wishes?.funeralType) errors = withFieldError(errors, 'will.funeralWishes.funeralType', M.required);
  if (wishes?.funeralType === 'other' && !wishes.funeralTypeOther?.trim()) {
    errors = withFieldError(errors, 'will.funeralWishes.funeralTypeOther', M.required);
  }
  return errors;
}
