import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, partyParagraph } from '../drafting-copy';
import { minorChildrenWithGuardians } from '../guardian-choices';

const C = DRAFTING_COPY.clauses.guardians;

/**
 * Appointment of guardians for each child under 18 on the drafting date who has at least one guardian chosen.
 * Guardians chosen for a child who is 18 or over are left out (the checks warn). Absent when no child qualifies.
 */
export const guardiansClause: ClauseBuilder = ({ will, today, namer }) => {
  const paragraphs = minorChildrenWithGuardians(will, today)
    .filter((c) => c.guardians.length > 0)
    .map(({ uuid, guardians }) => {
      const child = namer.describe(uuid, 'child')!;
      const names = guardians.map((g) => namer.describe(g, 'guardian')!);
      return partyParagraph({ get one() { return C.appointOne; }, get many() { return C.appointMany; } }, 'guardian', names, { child, childName: namer.party(uuid)!.name });
    });
  if (paragraphs.length === 0) return null;
  const othersAct = paragraphs.some((p) => p.items) ? [{ text: C.othersAct }] : [];
  return { heading: C.heading, paragraphs: [...paragraphs, ...othersAct, { text: C.effect }] };
};
