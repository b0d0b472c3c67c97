import { isAdult } from '../will/about-you/age';
import { kindOf } from '../will/family/people';
import type { Will } from '../will/will';
import { DRAFTING_COPY, fill } from './drafting-copy';
import { charityName } from './charity-name';
import { longDate } from './long-date';

/** A relation, child or charity of the will that a clause can name. */
export interface Party {
  uuid: string;
  kind: 'relation' | 'child' | 'charity';
  name: string;
}

/** Why a party is named; beneficiaries and executors are the people who must not witness the will. */
export type Role = 'executor' | 'beneficiary' | 'guardian' | 'child' | 'partner';

/**
 * Names parties consistently through one draft: the first mention identifies them fully ('my child Ben Smith of
 * 9 Other Street, Hull'), later mentions use the name alone. Charities always carry their registered number.
 */
export interface Namer {
  /** The relation, child or charity `uuid` names, or null for a pet, a missing record or anything else. */
  party(uuid: string): Party | null;
  /** The party named for `role`: in full the first time, by name after; null when `uuid` is no party. */
  describe(uuid: string, role: Role): string | null;
  /** Everyone named so far with any of `roles`, in order of first mention. */
  named(roles: readonly Role[]): Party[];
}

const P = DRAFTING_COPY.people;

function partyOf(will: Will, uuid: string): Party | null {
  const kind = kindOf(will, uuid);
  if (kind === 'relation') return { uuid, kind, name: will.relations![uuid]!.fullName.trim() };
  if (kind === 'child') return { uuid, kind, name: will.children![uuid]!.fullName.trim() };
  if (kind === 'charity') return { uuid, kind, name: charityName(will.charity![uuid]!.name) };
  return null;
}

function partnerRelationship(will: Will, uuid: string): string | undefined {
  if (will.partner !== uuid || !will.maritalStatus) return undefined;
  return (P.partnerRelationship as Record<string, string | undefined>)[String(will.maritalStatus.id)];
}

/** The full first-mention description of a party. */
function fullDescription(will: Will, party: Party, today: string): string {
  if (party.kind === 'charity') {
    const regNumber = will.charity?.[party.uuid]?.regNumber?.trim();
    return regNumber ? fill(P.charity, { name: party.name, regNumber }) : fill(P.charityWithoutNumber, { name: party.name });
  }
  if (party.kind === 'child') {
    const child = will.children![party.uuid]!;
    // A stepchild on the family list is not "my child": named without the relationship the law would not give them.
    const [adult, minor] = child.stepchild === true ? [P.adultStepchild, P.minorStepchild] : [P.adultChild, P.minorChild];
    return isAdult(child.birthday, today)
      ? fill(adult, { name: party.name, address: child.address.trim() })
      : fill(minor, { name: party.name, birthday: longDate(child.birthday) });
  }
  const address = will.relations![party.uuid]!.address.trim();
  const relationship = partnerRelationship(will, party.uuid);
  return relationship ? fill(P.partner, { relationship, name: party.name, address }) : fill(P.relation, { name: party.name, address });
}

/** A fresh namer for one draft of `will` on `today` (ages decide how a child is identified). */
export function createNamer(will: Will, today: string): Namer {
  const mentioned = new Map<string, { party: Party; roles: Set<Role> }>();
  return {
    party: (uuid) => partyOf(will, uuid),
    describe(uuid, role) {
      const seen = mentioned.get(uuid);
      if (seen) {
        seen.roles.add(role);
        return seen.party.kind === 'charity' ? fullDescription(will, seen.party, today) : seen.party.name;
      }
      const party = partyOf(will, uuid);
      if (!party) return null;
      mentioned.set(uuid, { party, roles: new Set([role]) });
      return fullDescription(will, party, today);
    },
    named: (roles) => [...mentioned.values()].filter((m) => roles.some((r) => m.roles.has(r))).map((m) => m.party),
  };
}
