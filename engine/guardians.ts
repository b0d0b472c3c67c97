import { isAdult } from './age';
import { dependants, type Dependant } from './people';
import type { Will } from './will';

/** Someone who may be chosen as a guardian. */
export interface GuardianCandidate {
  uuid: string;
  name: string;
}

/**
 * SPEC 3.1 and 9: guardians are relations (will.guardians lists relation uuids) aged 18 or over on `today`, with a
 * name. A dependant is a child under 18 or a pet, so never a candidate for anyone.
 */
export function eligibleGuardians(will: Will, today: string): GuardianCandidate[] {
  return Object.entries(will.relations ?? {}).flatMap(([uuid, r]) =>
    // A relation being added has no answers yet (the add-guardian form binds it before saving).
    r && typeof r.fullName === 'string' && r.fullName.trim() !== '' && typeof r.birthday === 'string' && isAdult(r.birthday, today)
      ? [{ uuid, name: r.fullName }]
      : [],
  );
}

/** The dependant (SPEC 4.2) with this uuid on `today`, or undefined. */
export function dependantOf(will: Will, uuid: string | undefined, today: string): Dependant | undefined {
  return uuid ? dependants(will, today).find((d) => d.uuid === uuid) : undefined;
}

/** SPEC 4.3: a pet with a care plan needs no guardian (any pet, not only a dog). */
export function hasCarePlan(will: Will, uuid: string | undefined): boolean {
  return uuid !== undefined && will.pets?.[uuid]?.hasPetCarePlan === true;
}

/** The will without any guardians of `uuid`. */
export function withoutGuardians(will: Will, uuid: string): Will {
  if (!will.guardians || !Object.hasOwn(will.guardians, uuid)) return will;
  const { [uuid]: _removed, ...rest } = will.guardians;
  return { ...will, guardians: rest };
}
