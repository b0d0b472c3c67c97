import { deepEqual } from 'fast-equals';
import { describesGift } from '../gifts/gift-description';
import { moneyGiftProblems } from '../gifts/money-gift-rules';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/**
 * SPEC 5 gift rules: a money gift has a positive amount in pounds and exactly one beneficiary; any other gift's
 * description says what is given, more than its starter text in any language (judged on gifts not already in `previous`,
 * so a will stored before the rule can still be saved while the user fixes it).
 */
export function giftErrors(will: Will, previous: Partial<Will> = {}): FieldErrors {
  let errors: FieldErrors = {};
  (will.gifts ?? []).forEach((gift, i) => {
    if (gift.type !== 'money') {
      const stored = (previous.gifts ?? []).some((old) => deepEqual(old, gift));
      if (!stored && !describesGift(gift.itemDesc)) errors = withFieldError(errors, `will.gifts.${i}.itemDesc`, M.giftDescription);
      return;
    }
    for (const problem of moneyGiftProblems(gift)) {
      errors = withFieldError(errors, `will.gifts.${i}.${problem === 'moneyGiftAmount' ? 'itemDesc' : 'beneficiaries'}`, M[problem]);
    }
  });
  return errors;
}
