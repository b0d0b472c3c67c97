import { mayBeGuardianOf } from './guardian-kinds';
import { lacksParentalResponsibility } from './parental-responsibility';
import { dependants } from './people';
import { substituteComplete } from './substitutes';
import type { Will } from './will';

/**
 * The names of the dependants on `today` with no guardian who may act for them: a pet with a care plan needs none,
 * nor a child for whom the will-writer has said they have no parental responsibility (so cannot appoint one).
 */
export function dependantsWithoutGuardian(will: Will, today: string): string[] {
  return dependants(will, today)
    .filter((d) => !(d.kind === 'pet' && will.pets?.[d.uuid]?.hasPetCarePlan))
    .filter((d) => !(d.kind === 'child' && lacksParentalResponsibility(will, d.uuid)))
    .filter((d) => !(will.guardians?.[d.uuid] ?? []).some((g) => mayBeGuardianOf(will, g, d.uuid)))
    .map((d) => d.name);
}

/** SPEC 4.2: every dependant on `today` has at least one guardian (a relation or a child), or needs none (above). */
export function guardiansComplete(will: Will, today: string): boolean {
  return dependantsWithoutGuardian(will, today).length === 0;
}

/** True when the estate is split equally; 'manually' and 'other' both mean a percentage split. */
export function isEqualSplit(will: Will): boolean {
  return will.estate_split_type === 'equally';
}

/** True when the estate shares are allocated: equal with at least one share, or whole percentages over 0 summing to exactly 100. */
export function estateAllocated(will: Will): boolean {
  const estate = will.estate ?? [];
  if (estate.length === 0) return false;
  if (isEqualSplit(will)) return true;
  const whole = estate.every((s) => Number.isInteger(s.amount) && s.amount >= 1);
  return whole && estate.reduce((sum, s) => sum + s.amount, 0) === 100;
}

/**
 * SPEC 4.2 estate completeness: allocated (see estateAllocated) and every person or children beneficiary has a
 * complete substitute choice (specific types need at least one substitute).
 */
export function estateComplete(will: Will): boolean {
  const estate = will.estate ?? [];
  return estateAllocated(will) && estate.every((s) => substituteComplete(s, estate.length));
}

/** SPEC 4.2: executors are complete when at least one executor exists. */
export function executorsComplete(will: Will): boolean {
  return (will.executors ?? []).length > 0;
}
