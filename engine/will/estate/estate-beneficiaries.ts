import { isEqualSplit } from '../completeness';
import { kindOf } from '../family/people';
import type { Beneficiary, EstateShare, Will } from '../will';

const KIND_FOR_TYPE = { person: 'relation', children: 'child', charity: 'charity' } as const;

/** True when the uuid is one of the estate's beneficiaries. */
export function isBeneficiary(will: Will, uuid: string): boolean {
  return (will.estate ?? []).some((s) => s.beneficiary.uuid === uuid);
}

/** Shares re-divided as 1/n when the split is equal, since the count changed. */
function rebalance(will: Will, estate: EstateShare[]): Will {
  return { ...will, estate: isEqualSplit(will) ? estate.map((s) => ({ ...s, amount: 1 / estate.length })) : estate };
}

/**
 * The will with a beneficiary ticked or unticked on the beneficiaries or charities screen. A new share starts at
 * 0% in a manual split (the user sets it on the split screen); an equal split is re-divided.
 * Throws when the uuid is not a record of the beneficiary's type.
 */
export function toggleBeneficiary(will: Will, input: { beneficiary: Beneficiary; entryType?: 'manual' | 'search' }): Will {
  const { beneficiary } = input;
  if (kindOf(will, beneficiary.uuid) !== KIND_FOR_TYPE[beneficiary.type]) {
    throw new Error(`${beneficiary.uuid} is not a ${beneficiary.type} of this will`);
  }
  const estate = will.estate ?? [];
  if (isBeneficiary(will, beneficiary.uuid)) {
    return rebalance(will, estate.filter((s) => s.beneficiary.uuid !== beneficiary.uuid));
  }
  const share: EstateShare = {
    amount: 0,
    message: null,
    beneficiary: { ...beneficiary },
    entryType: input.entryType ?? 'manual',
    substituteType: null,
    substitutes: [],
  };
  return rebalance(will, [...estate, share]);
}

/** The will with an optional message on share `index` (blank saves as null); throws when there is no such share. */
export function setShareMessage(will: Will, input: { index: number; message: string | null }): Will {
  const estate = will.estate ?? [];
  if (!estate[input.index]) throw new Error(`No estate share ${input.index}`);
  const message = input.message?.trim() ? input.message : null;
  return { ...will, estate: estate.map((s, i) => (i === input.index ? { ...s, message } : s)) };
}

/** True when substitutes are asked (SPEC 4.3): some beneficiary is a person or children, not only charities. */
export function needsSubstitutesScreen(will: Will): boolean {
  return (will.estate ?? []).some((s) => s.beneficiary.type !== 'charity');
}
