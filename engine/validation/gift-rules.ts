import { deepEqual } from 'fast-equals';
import { describesGift } from '../gift-description';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/** Largest amount the money input accepts (SPEC 9 number input max). */
const MAX_POUNDS = 999_999_999;

/** The pounds in a money gift's itemDesc ('250', '£1,000.50'), or null when it is not a positive amount. */
export function moneyGiftPounds(itemDesc: string): number | null {
  const text = itemDesc.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const pounds = Number(text);
  return pounds > 0 && pounds <= MAX_POUNDS ? pounds : null;
}

/**
 * SPEC 5 gift rules: a money gift has a positive amount in pounds and exactly one beneficiary; any other gift's
 * description says what is given, more than its starter text (judged on gifts not already in `previous`,
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
    if (moneyGiftPounds(gift.itemDesc) === null) errors = withFieldError(errors, `will.gifts.${i}.itemDesc`, M.moneyGiftAmount);
    if (gift.beneficiaries.length > 1) errors = withFieldError(errors, `will.gifts.${i}.beneficiaries`, M.moneyGiftOneBeneficiary);
  });
  return errors;
}
