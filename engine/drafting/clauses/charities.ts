import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, fill } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.charities;

/**
 * The charities' receipt clause; for each charity named without a registered number (added by hand), that its gift
 * goes to a charity with similar purposes if it is not a charity at the death, so the gift cannot fail for want of a
 * charity; and what happens if a charity changes or closes. Present when any charity benefits; runs after the gifts.
 */
export const charitiesClause: ClauseBuilder = ({ will, namer }) => {
  const charities = namer.named(['beneficiary']).filter((p) => p.kind === 'charity');
  if (charities.length === 0) return null;
  const unregistered = charities.filter((p) => !will.charity?.[p.uuid]?.regNumber?.trim()).map((p) => ({ text: fill(C.unregistered, { name: p.name }) }));
  return { heading: C.heading, paragraphs: [{ text: C.receipt }, ...unregistered, { text: C.change }] };
};
