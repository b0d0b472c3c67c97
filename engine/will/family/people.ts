import { ageOn, isAdult } from '../about-you/age';
import type { Will } from '../will';

export type PersonKind = 'relation' | 'child' | 'charity';

export interface PersonEntry {
  uuid: string;
  kind: PersonKind;
  name: string;
}

export interface Dependant {
  uuid: string;
  kind: 'child' | 'pet';
  name: string;
}

/** SPEC 3.2 all-people list: relations, then children, then charities, each with its uuid and display name. */
export function allPeople(will: Will): PersonEntry[] {
  return [
    ...Object.entries(will.relations ?? {}).flatMap(([uuid, r]) => (r ? [{ uuid, kind: 'relation' as const, name: r.fullName }] : [])),
    ...Object.entries(will.children ?? {}).flatMap(([uuid, c]) => (c ? [{ uuid, kind: 'child' as const, name: c.fullName }] : [])),
    ...Object.entries(will.charity ?? {}).flatMap(([uuid, c]) => (c ? [{ uuid, kind: 'charity' as const, name: c.name }] : [])),
  ];
}

/** The kind of record a uuid names in this will (relation, child, pet or charity), or null when nothing has it. */
export function kindOf(will: Will, uuid: string): PersonKind | 'pet' | null {
  if (has(will.relations, uuid)) return 'relation';
  if (has(will.children, uuid)) return 'child';
  if (has(will.pets, uuid)) return 'pet';
  if (has(will.charity, uuid)) return 'charity';
  return null;
}

/** hasOwn, so a name like 'constructor' never matches an inherited property. */
function has(map: object | undefined, key: string): boolean {
  return map !== undefined && Object.hasOwn(map, key);
}

/** Age in whole years of a relation or child on `today`, or null when unknown. */
export function personAge(will: Will, uuid: string, today: string): number | null {
  const person = will.relations?.[uuid] ?? will.children?.[uuid];
  return person ? ageOn(person.birthday, today) : null;
}

/** SPEC 4.2 dependants, who need guardians: every pet, and every child under 18 on `today`. */
export function dependants(will: Will, today: string): Dependant[] {
  const children = Object.entries(will.children ?? {}).flatMap(([uuid, c]) =>
    c && !isAdult(c.birthday, today) ? [{ uuid, kind: 'child' as const, name: c.fullName }] : [],
  );
  const pets = Object.entries(will.pets ?? {}).flatMap(([uuid, p]) => (p ? [{ uuid, kind: 'pet' as const, name: p.name }] : []));
  return [...children, ...pets];
}

/** True when the will has at least one dependant on `today` (the guardians step then applies). */
export function hasDependants(will: Will, today: string): boolean {
  return dependants(will, today).length > 0;
}

/** People who may be executors or guardians: adult relations and children aged 18 or over on `today`. */
export function eligibleExecutors(will: Will, today: string): PersonEntry[] {
  return allPeople(will).filter((p) => {
    if (p.kind === 'charity') return false;
    const age = personAge(will, p.uuid, today);
    return age !== null && age >= 18;
  });
}
