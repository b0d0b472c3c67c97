import substituteTypes from '../../../schemas/catalogue/substitute-types.json';
import type { EstateShare, SubstituteType, Will } from '../will';

export type SubstituteTypeId = Exclude<SubstituteType, null>;

export interface SubstituteTypeOption {
  id: SubstituteTypeId;
  label: string;
  minShares: number;
  needsSubstitutes: boolean;
  /** Whose share it is offered for: the partner's (our or my children), anyone else's (their children), or all. */
  for: 'partner' | 'others' | 'all';
}

/** SPEC 4.2 substitute types, from schemas/catalogue/substitute-types.json. */
const SUBSTITUTE_TYPES: readonly SubstituteTypeOption[] = substituteTypes as SubstituteTypeOption[];

/**
 * Substitute types the user may pick when the estate has `shareCount` shares (remaining_beneficiaries needs 2), for
 * the partner's share (our children or my children, since the partner's own children may not be the will-writer's)
 * or anyone else's (their children).
 */
export function availableSubstituteTypes(shareCount: number, forPartner = false): SubstituteTypeOption[] {
  return SUBSTITUTE_TYPES.filter((t) => shareCount >= t.minShares && (t.for === 'all' || t.for === (forPartner ? 'partner' : 'others')));
}

/** True for beneficiaries who can die before the will-writer and so need a substitute: people and children, not charities. */
export function needsSubstitute(share: EstateShare): boolean {
  return share.beneficiary.type !== 'charity';
}

/**
 * True when a share's substitute choice is complete (SPEC 5): their_children; remaining_beneficiaries with
 * more than one share; or a specific type with at least one substitute. Charity shares need none.
 */
export function substituteComplete(share: EstateShare, shareCount: number): boolean {
  if (!needsSubstitute(share)) return true;
  const type = SUBSTITUTE_TYPES.find((t) => t.id === share.substituteType);
  if (!type || shareCount < type.minShares) return false;
  return !type.needsSubstitutes || (share.substitutes ?? []).length > 0;
}

/**
 * The will with share `index`'s substitute choice set; specific types keep only their substitutes, others none.
 * Throws when the index is out of range or the type is unavailable for the share count.
 */
export function setSubstitute(
  will: Will,
  input: { index: number; substituteType: SubstituteTypeId | null; substitutes?: string[] },
): Will {
  const estate = will.estate ?? [];
  const share = estate[input.index];
  if (!share) throw new Error(`No estate share ${input.index}`);
  const type = SUBSTITUTE_TYPES.find((t) => t.id === input.substituteType);
  if (input.substituteType !== null && (!type || estate.length < type.minShares)) {
    throw new Error(`Substitute type ${input.substituteType} is not available with ${estate.length} share(s)`);
  }
  const substitutes = type?.needsSubstitutes ? [...new Set(input.substitutes ?? [])] : [];
  const updated: EstateShare = { ...share, substituteType: input.substituteType, substitutes };
  return { ...will, estate: estate.map((s, i) => (i === input.index ? updated : s)) };
}
