import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, letteredItems } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.powers;

/**
 * The administrative powers every professionally drawn will carries, in plain words rather than by reference to the
 * STEP Standard Provisions: appropriation without the consents of Administration of Estates Act 1925 s.41;
 * insurance (wider than Trustee Act 1925 s.19); receipts for a minor's share from a parent or guardian, or the
 * beneficiary at 16; a trustee who is also a beneficiary acting despite the conflict; and a professional executor's
 * charging (Trustee Act 2000 s.28). Present whenever an executor is appointed: the powers are theirs.
 */
export const powersClause: ClauseBuilder = ({ facts }) => {
  if (facts.executorNames.length === 0) return null;
  const powers = [C.appropriation, C.insurance, C.minorReceipt, C.conflict, C.charging];
  return { heading: C.heading, paragraphs: [{ text: C.intro, items: letteredItems(powers) }] };
};
