import { kindOf } from './people';
import { sortedSteps } from './steps';
import { normaliseFuneralWishes, normaliseOtherWishes } from './wishes';
import type { EstateShare, Executor, Gift, Guardians, Will } from './will';

/**
 * The will with every dangling reference removed, so no uuid names a missing relation, child, pet or charity:
 * a missing partner becomes null; guardians keep only existing dependants and relation guardians; estate shares
 * of missing beneficiaries are dropped and substitutes filtered; person executors must exist; gifts keep existing
 * beneficiaries and are dropped when none remain. Also sorts passedSteps, removes duplicates, and recomputes
 * equal-split fractions as 1/n, and stores wishes left as placeholders as null (wishes.ts). Steps are not unpassed here: a passed but incomplete step is SPEC's needs_attention.
 */
export function normaliseSave(will: Will): Will {
  const isRelation = (uuid: string) => kindOf(will, uuid) === 'relation';
  const isPerson = (uuid: string) => ['relation', 'child', 'charity'].includes(kindOf(will, uuid) ?? '');
  const next: Will = { ...will };

  if (will.passedSteps) next.passedSteps = sortedSteps(will.passedSteps);
  if (will.partner && !isRelation(will.partner)) next.partner = null;
  if (will.guardians) next.guardians = normaliseGuardians(will, will.guardians, isRelation);
  if (will.estate) next.estate = normaliseEstate(will, will.estate, isPerson);
  if (will.executors) next.executors = normaliseExecutors(will.executors, (uuid) => ['relation', 'child'].includes(kindOf(will, uuid) ?? ''));
  if (will.gifts) next.gifts = normaliseGifts(will.gifts, isPerson);
  if (will.funeralWishes) next.funeralWishes = normaliseFuneralWishes(will.funeralWishes);
  if (will.otherWishes) next.otherWishes = normaliseOtherWishes(will.otherWishes);
  return next;
}

function unique(list: readonly string[], keep: (uuid: string) => boolean): string[] {
  return [...new Set(list)].filter(keep);
}

function normaliseGuardians(will: Will, guardians: Guardians, isRelation: (uuid: string) => boolean): Guardians {
  const result: Guardians = {};
  for (const [dependant, list] of Object.entries(guardians)) {
    const kind = kindOf(will, dependant);
    if (kind !== 'child' && kind !== 'pet') continue;
    const kept = unique(list ?? [], isRelation);
    if (kept.length > 0) result[dependant] = kept;
  }
  return result;
}

function beneficiaryExists(will: Will, share: EstateShare): boolean {
  const kind = kindOf(will, share.beneficiary.uuid);
  const expected = { person: 'relation', children: 'child', charity: 'charity' } as const;
  return kind === expected[share.beneficiary.type];
}

function normaliseEstate(will: Will, estate: readonly EstateShare[], isPerson: (uuid: string) => boolean): EstateShare[] {
  const kept = estate.filter((share) => beneficiaryExists(will, share));
  const equal = will.estate_split_type === 'equally';
  return kept.map((share) => ({
    ...share,
    ...(equal ? { amount: 1 / kept.length } : {}),
    ...(share.substitutes ? { substitutes: unique(share.substitutes, isPerson) } : {}),
  }));
}

function normaliseExecutors(executors: readonly Executor[], exists: (uuid: string) => boolean): Executor[] {
  const seen = new Set<string>();
  return executors.filter((executor) => {
    const key = executor.type === 'person' ? (executor.uuid ?? '') : executor.type;
    if (seen.has(key) || (executor.type === 'person' && !exists(key))) return false;
    seen.add(key);
    return true;
  });
}

function normaliseGifts(gifts: readonly Gift[], isPerson: (uuid: string) => boolean): Gift[] {
  return gifts.flatMap((gift) => {
    const beneficiaries = unique(gift.beneficiaries, isPerson);
    return beneficiaries.length > 0 ? [{ ...gift, beneficiaries }] : [];
  });
}
