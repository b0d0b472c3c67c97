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

/** SPEC 5 gift rules: a money gift has a positive amount in pounds and exactly one beneficiary. */
export function giftErrors(will: Will): FieldErrors {
  let errors: FieldErrors = {};
  (will.gifts ?? []).forEach((gift, i) => {
    if (gift.type !== 'money') return;
    if (moneyGiftPounds(gift.itemDesc) === null) errors = withFieldError(errors, `will.gifts.${i}.itemDesc`, M.moneyGiftAmount);
    if (gift.beneficiaries.length > 1) errors = withFieldError(errors, `will.gifts.${i}.beneficiaries`, M.moneyGiftOneBeneficiary);
  });
  return errors;
}
