import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, fill, letteredItems, partyParagraph } from '../drafting-copy';
import { isEqualSplit } from '../../completeness';
import { residuaryShares, type ResiduaryShare } from '../residuary-shares';

const C = DRAFTING_COPY.clauses.residuary;

function substituteParagraph(ctx: DraftContext, { uuid, substitute }: ResiduaryShare): ClauseDraft['paragraphs'][number] | null {
  if (!substitute) return null;
  const name = ctx.namer.party(uuid)!.name;
  if (substitute.type === 'their_children') {
    ctx.facts.childrenMayInherit = true;
    return { text: fill(C.theirChildren, { name }) };
  }
  if (substitute.type === 'remaining_beneficiaries') return { text: fill(C.remaining, { name }) };
  const names = substitute.substitutes.map((s) => ctx.namer.describe(s, 'beneficiary')!);
  return partyParagraph({ one: C.specificOne, many: C.specificMany }, 'substitute', names, { name });
}

/**
 * The residuary estate: its definition; the shares, equal or in percentages; what each person's share passes to if
 * they die first (their children, the remaining beneficiaries, or named people or charities); and where a failed
 * share goes. Absent when no beneficiary is chosen (the checks warn).
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
  if (shares.length > 1) paragraphs.push({ text: C.fallback });
  return { heading: C.heading, paragraphs };
};
