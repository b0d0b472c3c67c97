import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, partyParagraph } from '../drafting-copy';
import { giftChoices, itemPhrase, type GiftChoice } from '../gift-choices';
import { poundsInWords } from '../../money';

const C = DRAFTING_COPY.clauses.gifts;

const TEMPLATES = {
  money: { one: C.moneyOne, many: C.moneyMany },
  oneoff: { one: C.itemOne, many: C.itemMany },
  collection: { one: C.itemOne, many: C.itemMany },
  vehicle: { one: C.vehicleOne, many: C.vehicleMany },
} as const;

function giftParagraph(ctx: DraftContext, { gift, beneficiaries, pounds }: GiftChoice): ClauseDraft['paragraphs'][number] {
  const names = beneficiaries.map((uuid) => ctx.namer.describe(uuid, 'beneficiary')!);
  const values: Record<string, string> = gift.type === 'money' ? { amount: poundsInWords(pounds!) } : { item: itemPhrase(gift.itemDesc).item };
  return partyParagraph(TEMPLATES[gift.type], 'beneficiary', names, values);
}

/**
 * Specific gifts in the order given: money in pounds, one-off items, vehicles and collections, each to named people
 * or charities; then personal possessions defined by section 55 AEA 1925 when a gift uses them, sharing, a
 * beneficiary dying first, and tax. Gifts with no existing beneficiary or no valid amount are left out (the checks
 * warn). Absent with no gifts.
 */
export const giftsClause: ClauseBuilder = (ctx) => {
  const gifts = giftChoices(ctx.will).filter((g) => g.draftable);
  if (gifts.length === 0) return null;
  const paragraphs: ClauseDraft['paragraphs'] = gifts.map((g) => giftParagraph(ctx, g));
  if (gifts.some((g) => g.gift.type !== 'money' && itemPhrase(g.gift.itemDesc).personalPossessions)) paragraphs.push({ text: C.personalPossessions });
  if (gifts.some((g) => g.beneficiaries.length > 1)) paragraphs.push({ text: C.shared });
  paragraphs.push({ text: C.diesFirst }, { text: C.freeOfTax });
  return { heading: C.heading, paragraphs };
};
