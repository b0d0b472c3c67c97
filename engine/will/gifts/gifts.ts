import giftTypes from '../../../schemas/catalogue/gift-types.json';
import type { Gift, Will } from '../will';
import { moneyGiftProblems } from './money-gift-rules';

export type GiftType = Gift['type'];

export interface GiftTypeOption {
  type: GiftType;
  label: string;
  descriptionPrefix: string;
}

/** SPEC 2.13 gift kinds with their default description prefix ('My ', 'All of my '; in Welsh 'Fy ', 'Fy holl '), from schemas/catalogue/gift-types.json, read in the reader's language. */
export const GIFT_TYPES: readonly GiftTypeOption[] = giftTypes as GiftTypeOption[];

/** A gift being edited: beneficiaries may still be empty, which a stored gift may not. */
export type GiftDraft = Omit<Gift, 'beneficiaries'> & { beneficiaries: string[] };

/**
 * The will with the gift saved: replaces gift `index` when given, otherwise appends (SPEC 4.3). Throws when the
 * index is out of range, the gift has no beneficiary, or money has more than one.
 */
export function saveGift(will: Will, input: { gift: GiftDraft; index?: number | null }): Will {
  const { gift, index } = input;
  const [first, ...rest] = gift.beneficiaries;
  if (first === undefined) throw new Error('A gift needs a beneficiary');
  if (moneyGiftProblems(gift).includes('moneyGiftOneBeneficiary')) throw new Error('A gift of money can have only one beneficiary');
  const stored: Gift = { ...gift, beneficiaries: [first, ...rest] };
  const gifts = will.gifts ?? [];
  if (index === undefined || index === null) return { ...will, gifts: [...gifts, stored] };
  if (!gifts[index]) throw new Error(`No gift ${index}`);
  return { ...will, gifts: gifts.map((g, i) => (i === index ? stored : g)) };
}

/** The will without gift `index`; throws when there is no such gift. */
export function removeGift(will: Will, index: number): Will {
  const gifts = will.gifts ?? [];
  if (!gifts[index]) throw new Error(`No gift ${index}`);
  return { ...will, gifts: gifts.filter((_, i) => i !== index) };
}
