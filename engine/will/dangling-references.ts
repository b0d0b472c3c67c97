import { mayBeGuardianOf } from './guardians/guardian-kinds';
import { kindOf } from './family/people';
import type { Will } from './will';

/**
 * Every place the will names a uuid that has no record of the right kind, as readable paths
 * (e.g. 'guardians.<child>.0', 'estate.1.substitutes.0'); empty when the will is consistent.
 */
export function danglingReferences(will: Will): string[] {
  const found: string[] = [];
  const is = (uuid: string, kinds: readonly string[]) => kinds.includes(kindOf(will, uuid) ?? '');
  const people = ['relation', 'child', 'charity'];

  if (will.partner && !is(will.partner, ['relation'])) found.push('partner');
  for (const [dependant, list] of Object.entries(will.guardians ?? {})) {
    if (!is(dependant, ['child', 'pet'])) found.push(`guardians.${dependant}`);
    (list ?? []).forEach((g, i) => { if (!mayBeGuardianOf(will, g, dependant)) found.push(`guardians.${dependant}.${i}`); });
  }
  const beneficiaryKind = { person: 'relation', children: 'child', charity: 'charity' } as const;
  (will.estate ?? []).forEach((share, i) => {
    if (!is(share.beneficiary.uuid, [beneficiaryKind[share.beneficiary.type]])) found.push(`estate.${i}.beneficiary`);
    (share.substitutes ?? []).forEach((s, j) => { if (!is(s, people)) found.push(`estate.${i}.substitutes.${j}`); });
  });
  (will.executors ?? []).forEach((e, i) => {
    if (e.type === 'person' && !(e.uuid && is(e.uuid, ['relation', 'child']))) found.push(`executors.${i}`);
  });
  (will.replacementExecutors ?? []).forEach((p, i) => { if (!is(p, ['relation', 'child'])) found.push(`replacementExecutors.${i}`); });
  (will.gifts ?? []).forEach((g, i) => {
    g.beneficiaries.forEach((b, j) => { if (!is(b, people)) found.push(`gifts.${i}.beneficiaries.${j}`); });
  });
  (will.residueFallback?.people ?? []).forEach((p, i) => { if (!is(p, ['relation', 'child'])) found.push(`residueFallback.people.${i}`); });
  (will.residueFallback?.charities ?? []).forEach((c, i) => { if (!is(c, ['charity'])) found.push(`residueFallback.charities.${i}`); });
  for (const [uuid, pet] of Object.entries(will.pets ?? {})) {
    (pet.schemeFallback ?? []).forEach((p, i) => { if (!is(p, ['relation', 'child'])) found.push(`pets.${uuid}.schemeFallback.${i}`); });
  }
  return found;
}

/**
 * Every place the will repeats what an earlier entry of the same list already says, as readable paths: a guardian
 * named twice for a dependant, a second estate share for the same beneficiary, a substitute named twice or naming
 * its own share's beneficiary, a person executor or the trustee service twice, a replacement executor twice or who is
 * already an executor, a gift beneficiary twice.
 * Empty when normaliseSave has nothing to drop.
 */
export function repeatedReferences(will: Will): string[] {
  const found: string[] = [];
  const repeats = (list: readonly string[], path: string, also: readonly string[] = []) => {
    const seen = new Set(also);
    list.forEach((uuid, i) => {
      if (seen.has(uuid)) found.push(`${path}.${i}`);
      seen.add(uuid);
    });
  };
  for (const [dependant, list] of Object.entries(will.guardians ?? {})) repeats(list ?? [], `guardians.${dependant}`);
  const beneficiaries = new Set<string>();
  (will.estate ?? []).forEach((share, i) => {
    repeats(share.substitutes ?? [], `estate.${i}.substitutes`, [share.beneficiary.uuid]);
    if (beneficiaries.has(share.beneficiary.uuid)) found.push(`estate.${i}.beneficiary`);
    beneficiaries.add(share.beneficiary.uuid);
  });
  repeats((will.executors ?? []).map((e) => (e.type === 'person' ? (e.uuid ?? '') : e.type)), 'executors');
  // A replacement executor who is also an executor repeats the appointment.
  repeats(will.replacementExecutors ?? [], 'replacementExecutors', (will.executors ?? []).flatMap((e) => (e.type === 'person' && e.uuid ? [e.uuid] : [])));
  (will.gifts ?? []).forEach((g, i) => repeats(g.beneficiaries, `gifts.${i}.beneficiaries`));
  repeats(will.residueFallback?.people ?? [], 'residueFallback.people');
  for (const [uuid, pet] of Object.entries(will.pets ?? {})) repeats(pet.schemeFallback ?? [], `pets.${uuid}.schemeFallback`);
  repeats(will.residueFallback?.charities ?? [], 'residueFallback.charities');
  return found;
}

/** The record maps of a will, in the order kindOf reads them. */
const RECORD_MAPS = ['relations', 'children', 'pets', 'charity'] as const;
export type RecordMap = (typeof RECORD_MAPS)[number];

/**
 * Records whose uuid key an earlier map (relations, children, pets, charity, in that order) already uses. kindOf
 * would read such a uuid as the earlier kind only, so every reference to the later record is ambiguous.
 */
export function sharedRecordKeys(will: Will): { map: RecordMap; uuid: string }[] {
  const seen = new Set<string>();
  const shared: { map: RecordMap; uuid: string }[] = [];
  for (const map of RECORD_MAPS) {
    for (const uuid of Object.keys(will[map] ?? {})) {
      if (seen.has(uuid)) shared.push({ map, uuid });
      seen.add(uuid);
    }
  }
  return shared;
}
