import { mayBeGuardianOf } from './guardians/guardian-kinds';
import { lacksParentalResponsibility } from './guardians/parental-responsibility';
import { dependants } from './family/people';
import { substituteComplete } from './estate/substitutes';
import type { Will } from './will';
import { splitPasses, type PercentSplit } from './estate/split-rules';

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

/** The stored will's split as the split rules read it: each share's amount by its index in `will.estate`. */
export function storedSplit(will: Will): PercentSplit {
  return { equal: isEqualSplit(will), amounts: Object.fromEntries((will.estate ?? []).map((share, i) => [String(i), share.amount])) };
}

/** True when the estate has a share and its split passes the split rules (engine/will/estate/split-rules.ts). */
export function estateAllocated(will: Will): boolean {
  return (will.estate ?? []).length > 0 && splitPasses(storedSplit(will));
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
