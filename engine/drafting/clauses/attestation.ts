import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, fill } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.attestation;

/** The attestation clause for signing before two witnesses present at the same time (Wills Act 1837 s.9), with the signature boxes. Always present. */
export const attestationClause: ClauseBuilder = ({ testatorName }) => ({
  heading: C.heading,
  paragraphs: [{ text: fill(C.text, { fullName: testatorName }) }],
  signatures: {
    testator: { heading: fill(C.testatorHeading, { fullName: testatorName }), fields: [...C.testatorFields] },
    witnesses: C.witnessHeadings.map((heading) => ({ heading, fields: [...C.witnessFields] })),
  },
});
