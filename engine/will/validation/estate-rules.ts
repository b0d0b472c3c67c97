import { storedSplit } from '../completeness';
import { splitProblems } from '../estate/split-rules';
import { substituteComplete } from '../estate/substitutes';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/**
 * SPEC 5 split rules for a percentage split: each amount a whole number 1..100 ('You must give more than 0%...'
 * under 1) and a total of exactly 100 ('Total must equal 100%...' on `will.estate`). An equal split always passes.
 */
export function estateSplitErrors(will: Will): FieldErrors {
  if ((will.estate ?? []).length === 0) return {};
  const { total, shares } = splitProblems(storedSplit(will));
  let errors: FieldErrors = {};
  for (const [i, key] of Object.entries(shares)) errors = withFieldError(errors, `will.estate.${i}.amount`, M[key]);
  if (total) errors = withFieldError(errors, 'will.estate', M[total]);
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
