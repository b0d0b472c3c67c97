import type { ValidationMessageKey } from '../validation/field-errors';

/** Largest amount the money input accepts (SPEC 9 number input max). */
const MAX_POUNDS = 999_999_999;

/** The pounds in a money gift's itemDesc ('250', '£1,000.50'), or null when it is not a positive amount. */
export function moneyGiftPounds(itemDesc: string): number | null {
  const text = itemDesc.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const pounds = Number(text);
  return pounds > 0 && pounds <= MAX_POUNDS ? pounds : null;
}

type GiftToJudge = { type: string; itemDesc?: string; beneficiaries: readonly string[] };

/**
 * SPEC 5, a gift of money, written once: a positive amount in pounds, and one beneficiary at a time (a second is
 * refused when the gift is saved, and a stored will holding one is refused). The catalogue's message keys.
 */
export function moneyGiftProblems(gift: GiftToJudge): Extract<ValidationMessageKey, 'moneyGiftAmount' | 'moneyGiftOneBeneficiary'>[] {
  if (gift.type !== 'money') return [];
  const problems: ReturnType<typeof moneyGiftProblems> = [];
  if (moneyGiftPounds(gift.itemDesc ?? '') === null) problems.push('moneyGiftAmount');
  if (gift.beneficiaries.length > 1) problems.push('moneyGiftOneBeneficiary');
  return problems;
}
