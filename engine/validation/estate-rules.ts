import { isEqualSplit } from '../completeness';
import { substituteComplete } from '../substitutes';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/**
 * SPEC 5 split rules for a percentage split: each amount a whole number 1..100 ('You must give more than 0%...'
 * under 1) and a total of exactly 100 ('Total must equal 100%...' on `will.estate`). An equal split always passes.
 */
export function estateSplitErrors(will: Will): FieldErrors {
  const estate = will.estate ?? [];
  if (isEqualSplit(will) || estate.length === 0) return {};
  let errors: FieldErrors = {};
  estate.forEach((share, i) => {
    if (!Number.isInteger(share.amount)) errors = withFieldError(errors, `will.estate.${i}.amount`, M.invalid);
    else if (share.amount < 1) errors = withFieldError(errors, `will.estate.${i}.amount`, M.estateShareZero);
  });
  if (estate.reduce((sum, s) => sum + s.amount, 0) !== 100) errors = withFieldError(errors, 'will.estate', M.estateTotal);
  return errors;
}

/** SPEC 5 substitutes rule: every person or children share has a complete substitute choice (`will.estate.<i>.substituteType`). */
export function substituteErrors(will: Will): FieldErrors {
  const estate = will.estate ?? [];
  let errors: FieldErrors = {};
  estate.forEach((share, i) => {
    if (!substituteComplete(share, estate.length)) errors = withFieldError(errors, `will.estate.${i}.substituteType`, M.required);
  });
  return errors;
}
