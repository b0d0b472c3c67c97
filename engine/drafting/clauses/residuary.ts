import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, fill, letteredItems, partyParagraph } from '../drafting-copy';
import { isEqualSplit } from '../../will/completeness';
import { leavesSomeoneOut, residueFallbackChoice } from '../residue-fallback';
import { CHILDREN_CLASSES, residuaryShares, type ResiduaryShare } from '../residuary-shares';

const C = DRAFTING_COPY.clauses.residuary;

type ChildrenClass = 'their_children' | 'our_children' | 'my_children';

/** A share's substitute wording, and the whole estate's when it has a single beneficiary (no share was defined). */
// Getters, so each text is read in the language being drafted, and only when a share uses it.
const TEMPLATES = {
  share: {
    children: { get their_children() { return C.theirChildren; }, get our_children() { return C.ourChildren; }, get my_children() { return C.myChildren; } },
    specific: { get one() { return C.specificOne; }, get many() { return C.specificMany; }, get charities() { return C.specificCharitiesMany; } },
  },
  whole: {
    children: { get their_children() { return C.singleTheirChildren; }, get our_children() { return C.singleOurChildren; }, get my_children() { return C.singleMyChildren; } },
    specific: { get one() { return C.singleSpecificOne; }, get many() { return C.singleSpecificMany; }, get charities() { return C.singleSpecificCharitiesMany; } },
  },
} as const;

function substituteParagraph(ctx: DraftContext, { uuid, substitute }: ResiduaryShare, whole: boolean): ClauseDraft['paragraphs'][number] | null {
  if (!substitute) return null;
  const name = ctx.namer.party(uuid)!.name;
  const templates = whole ? TEMPLATES.whole : TEMPLATES.share;
  if (CHILDREN_CLASSES.includes(substitute.type)) {
    ctx.facts.childrenMayInherit = true;
    return { text: fill(templates.children[substitute.type as ChildrenClass], { name }) };
  }
  if (substitute.type === 'remaining_beneficiaries') return { text: fill(C.remaining, { name }) };
  const names = substitute.substitutes.map((s) => ctx.namer.describe(s, 'beneficiary')!);
  const charities = substitute.type === 'specific_charities';
  const specific = templates.specific;
  return partyParagraph({ get one() { return specific.one; }, get many() { return charities ? specific.charities : specific.many; } }, 'substitute', names, { name });
}

/**
 * Where the residuary estate goes if every gift of it fails: the family under the intestacy rules (the
 * default), or the people or charities the user chose, in equal shares, then the intestacy rules if they fail too.
 * Where the user has left someone out on purpose, the intestacy rules (which could benefit that person) never
 * apply: charities the Executors choose take in their place, and the will says the omission is deliberate.
 */
function allFailParagraphs(ctx: DraftContext): ClauseDraft['paragraphs'] {
  const choice = residueFallbackChoice(ctx.will);
  const leftOut = leavesSomeoneOut(ctx.will);
  const omission = leftOut ? [{ text: C.omissionDeliberate }] : [];
  if (choice.type === 'family') return [{ text: leftOut ? C.allFailExecutorsCharities : C.allFailFamily }, ...omission];
  const names = choice.beneficiaries.map((uuid) => ctx.namer.describe(uuid, 'beneficiary')!);
  const charities = choice.type === 'charities';
  const templates = { get one() { return C.allFailOne; }, get many() { return charities ? C.allFailCharitiesMany : C.allFailPeopleMany; } };
  return [partyParagraph(templates, 'beneficiary', names), { text: leftOut ? C.lastResortCharities : C.lastResort }, ...omission];
}

/**
 * The residuary estate: its definition, with the inheritance tax it bears (only on what passes under the will;
 * other property bears its own, IHTA 1984 s.211); the shares, equal or in percentages; what each person's share
 * passes to if they die first (a class of children, the remaining beneficiaries, or named people or charities),
 * worded for the whole estate when there is one beneficiary; a failed share accruing to the shares that take
 * effect; and where it all goes if every gift fails. Absent when no beneficiary is chosen (the checks warn).
 */
export const residuaryClause: ClauseBuilder = (ctx) => {
  const shares = residuaryShares(ctx.will);
  if (shares.length === 0) return null;
  const describe = (s: ResiduaryShare) => ctx.namer.describe(s.uuid, 'beneficiary')!;
  const paragraphs: ClauseDraft['paragraphs'] = [{ text: C.definition }, { text: C.otherPropertyTax }];
  const equal = isEqualSplit(ctx.will);
  const single = shares.length === 1 && (equal || shares[0]!.share.amount === 100);
  if (single) {
    paragraphs.push({ text: fill(C.single, { beneficiary: describe(shares[0]!) }) });
  } else if (equal) {
    paragraphs.push({ text: C.equal, items: letteredItems(shares.map(describe)) });
  } else {
    const items = shares.map((s) => fill(C.percentItem, { percent: s.share.amount, beneficiary: describe(s) }));
    paragraphs.push({ text: C.percentages, items: letteredItems(items) });
  }
  for (const share of shares) {
    const paragraph = substituteParagraph(ctx, share, single);
    if (paragraph) paragraphs.push(paragraph);
  }
  if (shares.length > 1) paragraphs.push({ text: C.shareFails });
  paragraphs.push(...allFailParagraphs(ctx));
  return { heading: C.heading, paragraphs };
};
