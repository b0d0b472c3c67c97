import { mayBeGuardianOf } from '../guardian-kinds';
import { dependants } from '../people';
import type { Will } from '../will';

/** The distinct people chosen as guardians (or carers) of a dependant; uuids no guardian may have are dropped. */
export function guardiansOf(will: Will, dependantUuid: string): string[] {
  const chosen = Object.hasOwn(will.guardians ?? {}, dependantUuid) ? will.guardians![dependantUuid]! : [];
  return [...new Set(chosen)].filter((uuid) => mayBeGuardianOf(will, uuid, dependantUuid));
}

/** Children under 18 on `today`, in the will's order, each with the guardians chosen for them (possibly none). */
export function minorChildrenWithGuardians(will: Will, today: string): { uuid: string; guardians: string[] }[] {
  return dependants(will, today)
    .filter((d) => d.kind === 'child')
    .map((d) => ({ uuid: d.uuid, guardians: guardiansOf(will, d.uuid) }));
}
