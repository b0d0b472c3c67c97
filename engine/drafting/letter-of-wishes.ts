import { normaliseOtherWishes } from '../will/wishes/wishes';
import type { DraftContext } from './draft-context';
import type { LetterOfWishes, LetterSection, Paragraph } from './draft-document';
import { DRAFTING_COPY, fill, joinList, quotedItem } from './drafting-copy';
import { giftChoices } from './gift-choices';
import { itemIn, itemPhrase } from './item-phrase';
import { amountInWill } from './amount';
import { residuaryShares } from './residuary-shares';
import { stepchildrenChoice } from './stepchildren';

const L = DRAFTING_COPY.letter;

const nameOf = (ctx: DraftContext, uuid: string) => ctx.namer.party(uuid)?.name ?? '';

/** The message to each sharer in the estate (the estate messages step), in the order of the estate. */
function estateMessages(ctx: DraftContext): Paragraph[] {
  return residuaryShares(ctx.will)
    .filter(({ share }) => share.message?.trim())
    .map(({ share, uuid }) => ({ text: fill(L.estateMessage, { name: nameOf(ctx, uuid) }), items: quotedItem(share.message!) }));
}

/** The message of each gift that goes into the will (a gift's 'Personal message'), in the order of the gifts. */
function giftMessages(ctx: DraftContext): Paragraph[] {
  return giftChoices(ctx.will)
    .filter((g) => g.draftable && g.gift.moreInfo?.trim())
    .map(({ gift, beneficiaries, pounds }) => {
      const item = gift.type === 'money' ? amountInWill(pounds!) : itemIn(L.giftMessage, itemPhrase(gift.itemDesc).item);
      const names = joinList(beneficiaries.map((uuid) => nameOf(ctx, uuid)));
      return { text: fill(L.giftMessage, { item, names }), items: quotedItem(gift.moreInfo!) };
    });
}

/** Who the testator leaves out and why (Other wishes), as a statement for a claim under the Inheritance Act 1975. */
function leftOut(ctx: DraftContext): Paragraph[] {
  const disinherit = ctx.will.otherWishes ? normaliseOtherWishes(ctx.will.otherWishes).disinherit : null;
  return disinherit ? [{ text: L.leftOut, items: quotedItem(disinherit) }] : [];
}

/** The stepchildren the user chose to leave out of "my children", recorded as deliberate. */
function stepchildrenLeftOut(ctx: DraftContext): Paragraph[] {
  const choice = stepchildrenChoice(ctx.will);
  if (choice?.kind !== 'leftOut') return [];
  const names = choice.stepchildren.map((uuid) => nameOf(ctx, uuid));
  const D = DRAFTING_COPY.clauses.definitions;
  return [{ text: fill(L.stepchildrenLeftOut, { stepchildrenWord: names.length === 1 ? D.stepchildWord : D.stepchildrenWord, stepchildren: joinList(names) }) }];
}

/**
 * The letter of wishes: a private document beside the will, not part of it and not binding, holding the messages to
 * beneficiaries (estate shares and gifts) and the reason for leaving someone out, each in the user's own words, the
 * stepchildren left out of a gift to "my children" on purpose, with
 * a line for the testator to sign and date. Null when the answers hold none of these. In one language of a bilingual
 * letter that holds the user's own words, the notice adds that they are given once, in the language they were
 * written in (./bilingual.ts prints them once, after both languages' lead-in).
 */
export function letterOfWishes(ctx: DraftContext): LetterOfWishes | null {
  const sections: LetterSection[] = [];
  const messages = [...estateMessages(ctx), ...giftMessages(ctx)];
  if (messages.length > 0) sections.push({ heading: L.messagesHeading, paragraphs: messages });
  const reasons = leftOut(ctx);
  if (reasons.length > 0) sections.push({ heading: L.leftOutHeading, paragraphs: reasons });
  const stepchildren = stepchildrenLeftOut(ctx);
  if (stepchildren.length > 0) sections.push({ heading: L.stepchildrenHeading, paragraphs: stepchildren });
  if (sections.length === 0) return null;
  const ownWords = messages.length > 0 || reasons.length > 0;
  return {
    title: fill(L.title, { fullName: ctx.testatorName }),
    notice: ctx.bilingual && ownWords ? `${L.notice}\n${L.ownWordsOnce}` : L.notice,
    sections,
    signature: { heading: fill(L.signatureHeading, { fullName: ctx.testatorName }), fields: [...L.signatureFields] },
  };
}
