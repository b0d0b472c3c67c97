import { ENGAGED } from '../../marital-status';
import type { Will } from '../../will';
import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, fill } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.marriage;

/** The fiancé(e)'s uuid when the will is made in contemplation of marriage (Engaged and answered Yes), else null. */
export function contemplatedPartner(will: Will): string | null {
  const partner = will.partner;
  if (will.maritalStatus?.id !== ENGAGED || will.maritalStatus.comc !== true || !partner) return null;
  return will.relations?.[partner] ? partner : null;
}

/** Wills Act 1837 s.18(3) and s.18B(3): not revoked by the expected marriage or civil partnership. Only when Engaged with comc Yes. */
export const marriageClause: ClauseBuilder = ({ will, namer }) => {
  const partner = contemplatedPartner(will);
  if (!partner) return null;
  return { heading: C.heading, paragraphs: [{ text: fill(C.text, { partner: namer.describe(partner, 'partner')! }) }] };
};
