import { mayBeGuardianOf } from '../will/guardians/guardian-kinds';
import { lacksParentalResponsibility } from '../will/guardians/parental-responsibility';
import { dependants } from '../will/family/people';
import type { Will } from '../will/will';

/** The distinct people chosen as guardians (or carers) of a dependant; uuids no guardian may have are dropped. */
export function guardiansOf(will: Will, dependantUuid: string): string[] {
  const chosen = Object.hasOwn(will.guardians ?? {}, dependantUuid) ? will.guardians![dependantUuid]! : [];
  return [...new Set(chosen)].filter((uuid) => mayBeGuardianOf(will, uuid, dependantUuid));
}

/**
 * Children under 18 on `today`, in the will's order, each with the guardians chosen for them (possibly none). A child
 * for whom the will-writer has no parental responsibility is left out: only a parent with it can appoint a guardian
 * (Children Act 1989 s.5(3)), so the will appoints none for them (see childrenWithoutResponsibility).
 */
export function minorChildrenWithGuardians(will: Will, today: string): { uuid: string; guardians: string[] }[] {
  return dependants(will, today)
    .filter((d) => d.kind === 'child' && !lacksParentalResponsibility(will, d.uuid))
    .map((d) => ({ uuid: d.uuid, guardians: guardiansOf(will, d.uuid) }));
}

/** Children under 18 on `today` for whom the will-writer has said they have no parental responsibility. */
export function childrenWithoutResponsibility(will: Will, today: string): string[] {
  return dependants(will, today)
    .filter((d) => d.kind === 'child' && lacksParentalResponsibility(will, d.uuid))
    .map((d) => d.uuid);
}
