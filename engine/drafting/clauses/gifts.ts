import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, fill, joinList, partyParagraph } from '../drafting-copy';
import { giftChoices, type GiftChoice } from '../gift-choices';
import { itemIn, itemPhrase } from '../item-phrase';
import { amountInWill } from '../amount';

const C = DRAFTING_COPY.clauses.gifts;

// Getters, so each text is read in the language being drafted, and only when a gift uses it.
const TEMPLATES = {
  money: { get one() { return C.moneyOne; }, get many() { return C.moneyMany; } },
  oneoff: { get one() { return C.itemOne; }, get many() { return C.itemMany; } },
  collection: { get one() { return C.itemOne; }, get many() { return C.itemMany; } },
  vehicle: { get one() { return C.vehicleOne; }, get many() { return C.vehicleMany; } },
} as const;

const IN_ADDITION = { get one() { return C.moneyOneInAddition; }, get many() { return C.moneyManyInAddition; } };

/** 'clause 5.1' or 'clauses 5.1 and 5.2': the earlier paragraphs of this clause a gift of money adds to. */
function clauseRefs(numbers: string[]): string {
  return numbers.length === 1 ? fill(C.clauseRef, { number: numbers[0]! }) : fill(C.clausesRef, { numbers: joinList(numbers) });
}

/**
 * One gift's paragraph. A gift of money to someone an earlier gift of money also benefits says it is in addition to
 * that gift (`earlier`: the paragraph numbers of those gifts), so the two are not read as one gift stated twice.
 */
function giftParagraph(ctx: DraftContext, { gift, beneficiaries, pounds }: GiftChoice, earlier: string[]): ClauseDraft['paragraphs'][number] {
  const names = beneficiaries.map((uuid) => ctx.namer.describe(uuid, 'beneficiary')!);
  if (gift.type === 'money') {
    const amount = amountInWill(pounds!);
    if (earlier.length > 0) return partyParagraph(IN_ADDITION, 'beneficiary', names, { amount, clauses: clauseRefs(earlier) });
    return partyParagraph(TEMPLATES.money, 'beneficiary', names, { amount });
  }
  const { item } = itemPhrase(gift.itemDesc);
  const templates = TEMPLATES[gift.type];
  return partyParagraph(templates, 'beneficiary', names, { item: itemIn(names.length === 1 ? templates.one : templates.many, item) });
}

/** For each gift, the paragraph numbers of the earlier gifts of money that benefit any of its beneficiaries (money gifts only). */
function earlierMoneyGifts(gifts: GiftChoice[], clauseNumber: number): string[][] {
  return gifts.map((g, i) => {
    if (g.gift.type !== 'money') return [];
    return gifts.flatMap((other, j) =>
      j < i && other.gift.type === 'money' && other.beneficiaries.some((b) => g.beneficiaries.includes(b)) ? [`${clauseNumber}.${j + 1}`] : [],
    );
  });
}

/**
 * Specific gifts in the order given: money in pounds, one-off items, vehicles and collections, each to named people
 * or charities (a second gift of money to the same beneficiary said to be in addition to the first); then personal possessions defined by section 55 AEA 1925 when a gift uses them, sharing, a
 * beneficiary dying first, and tax. Gifts with no existing beneficiary or no valid amount are left out (the checks
 * warn). Absent with no gifts.
 */
export const giftsClause: ClauseBuilder = (ctx) => {
  const gifts = giftChoices(ctx.will).filter((g) => g.draftable);
  if (gifts.length === 0) return null;
  // The gifts are the clause's first paragraphs, and it always has more than one, so gift i is paragraph N.(i + 1).
  const earlier = earlierMoneyGifts(gifts, ctx.clauseNumber);
  const paragraphs: ClauseDraft['paragraphs'] = gifts.map((g, i) => giftParagraph(ctx, g, earlier[i]!));
  if (gifts.some((g) => g.gift.type !== 'money' && itemPhrase(g.gift.itemDesc).personalPossessions)) paragraphs.push({ text: C.personalPossessions });
  if (gifts.some((g) => g.beneficiaries.length > 1)) paragraphs.push({ text: C.shared });
  paragraphs.push({ text: C.diesFirst }, { text: C.freeOfTax });
  return { heading: C.heading, paragraphs };
};
