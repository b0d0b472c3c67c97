import { kindOf } from '../will/family/people';
import { needsSubstitute, substituteComplete, type SubstituteTypeId } from '../will/estate/substitutes';
import type { EstateShare, Will } from '../will/will';

/** What a share passes to if its beneficiary dies first: a complete SPEC 4.2 choice, with specific substitutes resolved. */
export interface SubstituteChoice {
  type: SubstituteTypeId;
  /** The relations, children or charities named, for the specific types; empty otherwise. */
  substitutes: string[];
}

/** The substitute types that give a share to a class of children, defined once in the definitions clause. */
export const CHILDREN_CLASSES: readonly SubstituteTypeId[] = ['their_children', 'our_children', 'my_children'];

export interface ResiduaryShare {
  share: EstateShare;
  uuid: string;
  /** Null for a charity (it needs none) and for an incomplete choice (the checks warn). */
  substitute: SubstituteChoice | null;
}

function isParty(will: Will, uuid: string): boolean {
  const kind = kindOf(will, uuid);
  return kind === 'relation' || kind === 'child' || kind === 'charity';
}

/**
 * The estate shares as drafted: those whose beneficiary is still a relation, child or charity of the will, each
 * beneficiary once (a repeat is dropped), with the substitute choice when it is complete for this many shares.
 */
export function residuaryShares(will: Will): ResiduaryShare[] {
  const seen = new Set<string>();
  const shares = (will.estate ?? []).filter((s) => {
    const uuid = s.beneficiary.uuid;
    if (seen.has(uuid) || !isParty(will, uuid)) return false;
    seen.add(uuid);
    return true;
  });
  return shares.map((share) => {
    const uuid = share.beneficiary.uuid;
    if (kindOf(will, uuid) === 'charity' || !needsSubstitute(share) || !substituteComplete(share, shares.length)) {
      return { share, uuid, substitute: null };
    }
    const type = share.substituteType as SubstituteTypeId;
    if (CHILDREN_CLASSES.includes(type) || type === 'remaining_beneficiaries') return { share, uuid, substitute: { type, substitutes: [] } };
    const substitutes = [...new Set(share.substitutes ?? [])].filter((s) => s !== uuid && isParty(will, s));
    return { share, uuid, substitute: substitutes.length > 0 ? { type, substitutes } : null };
  });
}

/** True when a share's beneficiary is a person or child, who needs a substitute choice. */
export function needsSubstituteChoice(will: Will, share: ResiduaryShare): boolean {
  return kindOf(will, share.uuid) !== 'charity' && needsSubstitute(share.share);
}
