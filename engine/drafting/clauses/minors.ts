import { personAge } from '../../people';
import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.minors;

/**
 * Beneficiaries under 18: their gifts are held on trust until 18. Present when a person named as a beneficiary is
 * under 18 on the drafting date, or a share may pass to a beneficiary's children. Must run after gifts and residuary.
 */
export const minorsClause: ClauseBuilder = ({ will, today, namer, facts }) => {
  const minorNamed = namer.named(['beneficiary']).some((p) => {
    if (p.kind === 'charity') return false;
    const age = personAge(will, p.uuid, today);
    return age === null || age < 18;
  });
  if (!minorNamed && !facts.childrenMayInherit) return null;
  return { heading: C.heading, paragraphs: [{ text: C.text }] };
};
