import { isAdult } from '../about-you/age';
import { dependants, type Dependant } from '../family/people';
import type { Will } from '../will';

/** Someone who may be chosen as a guardian. */
export interface GuardianCandidate {
  uuid: string;
  kind: 'relation' | 'child';
  name: string;
}

/**
 * Guardians are relations and the will-writer's children aged 18 or over on `today`, with a
 * name (engine/will/guardians/guardian-kinds.ts). A dependant is a child under 18 or a pet, so never a candidate for anyone.
 */
export function eligibleGuardians(will: Will, today: string): GuardianCandidate[] {
  const adults = (kind: GuardianCandidate['kind'], people: Record<string, { fullName?: string; birthday?: string } | undefined>) =>
    Object.entries(people).flatMap(([uuid, p]) =>
      // A person being added has no answers yet (the add-guardian form binds them before saving).
      p && typeof p.fullName === 'string' && p.fullName.trim() !== '' && typeof p.birthday === 'string' && isAdult(p.birthday, today)
        ? [{ uuid, kind, name: p.fullName }]
        : [],
    );
  return [...adults('relation', will.relations ?? {}), ...adults('child', will.children ?? {})];
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
