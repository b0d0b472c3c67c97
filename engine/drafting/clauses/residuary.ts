import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, fill, letteredItems, partyParagraph } from '../drafting-copy';
import { isEqualSplit } from '../../completeness';
import { residueFallbackChoice } from '../residue-fallback';
import { CHILDREN_CLASSES, residuaryShares, type ResiduaryShare } from '../residuary-shares';

const C = DRAFTING_COPY.clauses.residuary;

const CHILDREN_TEMPLATES = { their_children: C.theirChildren, our_children: C.ourChildren, my_children: C.myChildren } as const;

function substituteParagraph(ctx: DraftContext, { uuid, substitute }: ResiduaryShare): ClauseDraft['paragraphs'][number] | null {
  if (!substitute) return null;
  const name = ctx.namer.party(uuid)!.name;
  if (CHILDREN_CLASSES.includes(substitute.type)) {
    ctx.facts.childrenMayInherit = true;
    return { text: fill(CHILDREN_TEMPLATES[substitute.type as keyof typeof CHILDREN_TEMPLATES], { name }) };
  }
  if (substitute.type === 'remaining_beneficiaries') return { text: fill(C.remaining, { name }) };
  const names = substitute.substitutes.map((s) => ctx.namer.describe(s, 'beneficiary')!);
  const many = substitute.type === 'specific_charities' ? C.specificCharitiesMany : C.specificMany;
  return partyParagraph({ one: C.specificOne, many }, 'substitute', names, { name });
}

/**
 * Where the residuary estate goes if every gift of it fails (issue 25): the family under the intestacy rules (the
 * default), or the people or charities the user chose, in equal shares, then the intestacy rules if they fail too.
 */
function allFailParagraphs(ctx: DraftContext): ClauseDraft['paragraphs'] {
  const choice = residueFallbackChoice(ctx.will);
  if (choice.type === 'family') return [{ text: C.allFailFamily }];
  const names = choice.beneficiaries.map((uuid) => ctx.namer.describe(uuid, 'beneficiary')!);
  const many = choice.type === 'charities' ? C.allFailCharitiesMany : C.allFailPeopleMany;
  return [partyParagraph({ one: C.allFailOne, many }, 'beneficiary', names), { text: C.lastResort }];
}

/**
 * The residuary estate: its definition; the shares, equal or in percentages; what each person's share passes to if
 * they die first (a class of children, the remaining beneficiaries, or named people or charities); a failed share
 * accruing to the shares that take effect; and where it all goes if every gift fails. Absent when no beneficiary is
 * chosen (the checks warn).
 */
export const residuaryClause: ClauseBuilder = (ctx) => {
  const shares = residuaryShares(ctx.will);
  if (shares.length === 0) return null;
  const describe = (s: ResiduaryShare) => ctx.namer.describe(s.uuid, 'beneficiary')!;
  const paragraphs: ClauseDraft['paragraphs'] = [{ text: C.definition }];
  const equal = isEqualSplit(ctx.will);
  if (shares.length === 1 && (equal || shares[0]!.share.amount === 100)) {
    paragraphs.push({ text: fill(C.single, { beneficiary: describe(shares[0]!) }) });
  } else if (equal) {
    paragraphs.push({ text: C.equal, items: letteredItems(shares.map(describe)) });
  } else {
    const items = shares.map((s) => fill(C.percentItem, { percent: s.share.amount, beneficiary: describe(s) }));
    paragraphs.push({ text: C.percentages, items: letteredItems(items) });
  }
  for (const share of shares) {
    const paragraph = substituteParagraph(ctx, share);
    if (paragraph) paragraphs.push(paragraph);
  }
  if (shares.length > 1) paragraphs.push({ text: C.shareFails });
  paragraphs.push(...allFailParagraphs(ctx));
  return { heading: C.heading, paragraphs };
};
