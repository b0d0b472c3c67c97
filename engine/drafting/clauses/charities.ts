import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.charities;

/** The charities' receipt clause and what happens if a charity changes or closes. Present when any charity benefits; runs after the gifts. */
export const charitiesClause: ClauseBuilder = ({ namer }) => {
  if (!namer.named(['beneficiary']).some((p) => p.kind === 'charity')) return null;
  return { heading: C.heading, paragraphs: [{ text: C.receipt }, { text: C.change }] };
};
