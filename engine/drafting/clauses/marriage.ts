import { ENGAGED } from '../../will/family/marital-status';
import type { Will } from '../../will/will';
import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, fill } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.marriage;

/** The fiancé(e)'s uuid when the will is made in contemplation of marriage (Engaged and answered Yes), else null. */
export function contemplatedPartner(will: Will): string | null {
  const partner = will.partner;
  if (will.maritalStatus?.id !== ENGAGED || will.maritalStatus.comc !== true || !partner) return null;
  return will.relations?.[partner] ? partner : null;
}

/** The one event the will is made expecting: a civil partnership when the user said so, otherwise a marriage. */
export function contemplatedEvent(will: Will): 'marriage' | 'civilPartnership' {
  return will.maritalStatus?.comcEvent === 'civilPartnership' ? 'civilPartnership' : 'marriage';
}

/**
 * Made expecting one event with one person: a marriage (Wills Act 1837 s.18(3)) or a civil partnership (s.18B(3)),
 * never both, since each section saves the will only from the event it names; every gift takes effect whether or
 * not the event happens (s.18(4), s.18B(4)). Only when Engaged with comc Yes.
 */
export const marriageClause: ClauseBuilder = ({ will, namer }) => {
  const partner = contemplatedPartner(will);
  if (!partner) return null;
  const values = { partner: namer.describe(partner, 'partner')!, partnerName: namer.party(partner)!.name };
  if (contemplatedEvent(will) === 'civilPartnership') return { heading: C.civilPartnershipHeading, paragraphs: [{ text: fill(C.civilPartnershipText, values) }] };
  return { heading: C.heading, paragraphs: [{ text: fill(C.text, values) }] };
};
