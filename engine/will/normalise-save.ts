import { ENGAGED, needsPartner } from './family/marital-status';
import { kindOf } from './family/people';
import { sortedSteps } from '../steps/steps';
import { normaliseFuneralWishes, normaliseOtherWishes } from './wishes/wishes';
import { mayBeGuardianOf } from './guardians/guardian-kinds';
import { keptResponsibility } from './guardians/parental-responsibility';
import type { EstateShare, Executor, Gift, Guardians, Will } from './will';

/** For each list normaliseSave may shorten, the index in the input of every item it kept, in order. */
export interface SaveOrigins {
  estate: number[];
  gifts: number[];
  executors: number[];
}

/**
 * The will as it is stored, so every rule can run on exactly what is kept (engine/will/validation/validate-save.ts):
 *
 * - Marital status (SPEC 4.2): a status that needs no partner clears the partner pointer (the person stays in
 *   relations); comc is kept only for Engaged, otherwise null, and the event it expects (comcEvent) only with comc Yes.
 * - No dangling uuid (engine/will/dangling-references.ts): a missing partner becomes null; guardians keep only existing
 *   dependants and guardians who are relations or children (not the dependant); parental-responsibility answers
 *   keep only existing children (empty answers go); estate shares of missing beneficiaries (or of the wrong kind) are
 *   dropped; substitutes keep existing relations, children and charities; person executors and replacement executors
 *   must exist (a replacement who is also an executor is dropped); gifts keep existing
 *   beneficiaries and are dropped when none remain; the residuary fallback keeps existing people (relations,
 *   children) and charities; a scheme pet's fallback keeps existing relations and children.
 * - No repeat (repeatedReferences): the first estate share for a beneficiary is kept whole (amount, message,
 *   substitutes) and any later share for the same uuid is dropped, as drafting does, so 50% + 50% to one person is
 *   50% and a newly passed estate fails the 100% rule instead of changing what the user wrote; a substitute may not
 *   be its own share's beneficiary; guardians, substitutes, gift beneficiaries and executors (the trustee service
 *   counting as one) keep their first occurrence.
 * - passedSteps sorted without repeats; equal-split fractions recomputed as 1/n of the shares kept; wishes left as
 *   placeholders stored as null (wishes.ts). Steps are not unpassed: a passed but incomplete step is needs_attention.
 *
 * Assumes each uuid keys one record only (sharedRecordKeys is empty); validateSave refuses other payloads first.
 * Idempotent and pure.
 */
export function normaliseSave(will: Will): Will {
  return normaliseSaveTracked(will).will;
}

/** normaliseSave, plus where each kept estate share, gift and executor was in the input (to key errors by input index). */
export function normaliseSaveTracked(will: Will): { will: Will; origins: SaveOrigins } {
  const isRelation = (uuid: string) => kindOf(will, uuid) === 'relation';
  const isParty = (uuid: string) => ['relation', 'child', 'charity'].includes(kindOf(will, uuid) ?? '');
  const next: Will = { ...will };
  const origins: SaveOrigins = {
    estate: (will.estate ?? []).map((_, i) => i),
    gifts: (will.gifts ?? []).map((_, i) => i),
    executors: (will.executors ?? []).map((_, i) => i),
  };

  if (will.passedSteps) next.passedSteps = sortedSteps(will.passedSteps);
  const status = will.maritalStatus;
  if (status && status.id !== ENGAGED && status.comc !== undefined && status.comc !== null) next.maritalStatus = { ...status, comc: null };
  if (status && (status.id !== ENGAGED || status.comc !== true) && status.comcEvent !== undefined) {
    const { comcEvent: _dropped, ...rest } = next.maritalStatus ?? status;
    next.maritalStatus = rest;
  }
  if (will.partner && (!isRelation(will.partner) || (status && !needsPartner(status.id)))) next.partner = null;
  if (will.guardians) next.guardians = normaliseGuardians(will, will.guardians);
  if (will.parentalResponsibility) {
    const kept = keptResponsibility(will);
    if (kept) next.parentalResponsibility = kept;
    else delete next.parentalResponsibility;
  }
  if (will.estate) [next.estate, origins.estate] = normaliseEstate(will, will.estate, isParty);
  if (will.executors) [next.executors, origins.executors] = normaliseExecutors(will.executors, (uuid) => ['relation', 'child'].includes(kindOf(will, uuid) ?? ''));
  if (will.replacementExecutors) next.replacementExecutors = normaliseReplacements(next, will.replacementExecutors);
  if (will.gifts) [next.gifts, origins.gifts] = normaliseGifts(will.gifts, isParty);
  if (will.residueFallback) {
    const { type, people, charities } = will.residueFallback;
    const isPerson = (uuid: string) => ['relation', 'child'].includes(kindOf(will, uuid) ?? '');
    next.residueFallback = {
      type,
      ...(people ? { people: unique(people, isPerson) } : {}),
      ...(charities ? { charities: unique(charities, (uuid) => kindOf(will, uuid) === 'charity') } : {}),
    };
  }
  if (will.pets) next.pets = normalisePetFallbacks(will, will.pets);
  if (will.funeralWishes) next.funeralWishes = normaliseFuneralWishes(will.funeralWishes);
  if (will.otherWishes) next.otherWishes = normaliseOtherWishes(will.otherWishes);
  return { will: next, origins };
}

function unique(list: readonly string[], keep: (uuid: string) => boolean): string[] {
  return [...new Set(list)].filter(keep);
}

/** The items `keep` accepts, each with its index in `list`. */
function keepIndexed<T>(list: readonly T[], keep: (item: T) => boolean): [T[], number[]] {
  const items: T[] = [];
  const indices: number[] = [];
  list.forEach((item, i) => {
    if (!keep(item)) return;
    items.push(item);
    indices.push(i);
  });
  return [items, indices];
}

function normaliseGuardians(will: Will, guardians: Guardians): Guardians {
  const result: Guardians = {};
  for (const [dependant, list] of Object.entries(guardians)) {
    const kind = kindOf(will, dependant);
    if (kind !== 'child' && kind !== 'pet') continue;
    const kept = unique(list ?? [], (guardian) => mayBeGuardianOf(will, guardian, dependant));
    if (kept.length > 0) result[dependant] = kept;
  }
  return result;
}

function beneficiaryExists(will: Will, share: EstateShare): boolean {
  const kind = kindOf(will, share.beneficiary.uuid);
  const expected = { person: 'relation', children: 'child', charity: 'charity' } as const;
  return kind === expected[share.beneficiary.type];
}

function normaliseEstate(will: Will, estate: readonly EstateShare[], isParty: (uuid: string) => boolean): [EstateShare[], number[]] {
  const seen = new Set<string>();
  const [kept, indices] = keepIndexed(estate, (share) => {
    if (seen.has(share.beneficiary.uuid) || !beneficiaryExists(will, share)) return false;
    seen.add(share.beneficiary.uuid);
    return true;
  });
  const equal = will.estate_split_type === 'equally';
  const shares = kept.map((share) => ({
    ...share,
    ...(equal ? { amount: 1 / kept.length } : {}),
    ...(share.substitutes ? { substitutes: unique(share.substitutes, (uuid) => uuid !== share.beneficiary.uuid && isParty(uuid)) } : {}),
  }));
  return [shares, indices];
}

function normaliseExecutors(executors: readonly Executor[], exists: (uuid: string) => boolean): [Executor[], number[]] {
  const seen = new Set<string>();
  return keepIndexed(executors, (executor) => {
    const key = executor.type === 'person' ? (executor.uuid ?? '') : executor.type;
    if (seen.has(key) || (executor.type === 'person' && !exists(key))) return false;
    seen.add(key);
    return true;
  });
}

/** Replacement executors: existing relations or children, once each, and none already appointed an executor. */
function normaliseReplacements(will: Will, replacements: readonly string[]): string[] {
  const executors = new Set((will.executors ?? []).flatMap((e) => (e.type === 'person' && e.uuid ? [e.uuid] : [])));
  return unique(replacements, (uuid) => !executors.has(uuid) && ['relation', 'child'].includes(kindOf(will, uuid) ?? ''));
}

function normaliseGifts(gifts: readonly Gift[], isParty: (uuid: string) => boolean): [Gift[], number[]] {
  const [kept, indices] = keepIndexed(
    gifts.map((gift) => ({ ...gift, beneficiaries: unique(gift.beneficiaries, isParty) })),
    (gift) => gift.beneficiaries.length > 0,
  );
  return [kept, indices];
}

/** A scheme pet's fallback people keep only existing relations and children, each once; pets without one are unchanged. */
function normalisePetFallbacks(will: Will, pets: NonNullable<Will['pets']>): NonNullable<Will['pets']> {
  const isPerson = (uuid: string) => ['relation', 'child'].includes(kindOf(will, uuid) ?? '');
  return Object.fromEntries(
    Object.entries(pets).map(([uuid, pet]) => [uuid, pet.schemeFallback ? { ...pet, schemeFallback: unique(pet.schemeFallback, isPerson) } : pet]),
  );
}
