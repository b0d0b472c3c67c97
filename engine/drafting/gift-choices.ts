import { kindOf } from '../will/family/people';
import { moneyGiftPounds } from '../will/gifts/money-gift-rules';
import type { Gift, Will } from '../will/will';

/** A gift as drafted: its beneficiaries that still exist (relations, children, charities) and, for money, the pounds. */
export interface GiftChoice {
  gift: Gift;
  beneficiaries: string[];
  /** The amount of a money gift, null when it is not a valid amount (the gift is then left out). */
  pounds: number | null;
}

/** Every gift of the will with its existing beneficiaries; `draftable` says whether it goes into the will. */
export function giftChoices(will: Will): (GiftChoice & { draftable: boolean })[] {
  return (will.gifts ?? []).map((gift) => {
    const beneficiaries = [...new Set(gift.beneficiaries)].filter((uuid) => {
      const kind = kindOf(will, uuid);
      return kind === 'relation' || kind === 'child' || kind === 'charity';
    });
    const pounds = gift.type === 'money' ? moneyGiftPounds(gift.itemDesc) : null;
    const draftable = beneficiaries.length > 0 && (gift.type !== 'money' || pounds !== null);
    return { gift, beneficiaries, pounds, draftable };
  });
}
