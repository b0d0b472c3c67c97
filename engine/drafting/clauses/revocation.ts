import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.revocation;

/** Revocation of all earlier wills and codicils. Always present. */
export const revocationClause: ClauseBuilder = () => ({ heading: C.heading, paragraphs: [{ text: C.text }] });
