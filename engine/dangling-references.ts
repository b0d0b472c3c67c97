import { kindOf } from './people';
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
    (list ?? []).forEach((g, i) => { if (!is(g, ['relation'])) found.push(`guardians.${dependant}.${i}`); });
  }
  const beneficiaryKind = { person: 'relation', children: 'child', charity: 'charity' } as const;
  (will.estate ?? []).forEach((share, i) => {
    if (!is(share.beneficiary.uuid, [beneficiaryKind[share.beneficiary.type]])) found.push(`estate.${i}.beneficiary`);
    (share.substitutes ?? []).forEach((s, j) => { if (!is(s, people)) found.push(`estate.${i}.substitutes.${j}`); });
  });
  (will.executors ?? []).forEach((e, i) => {
    if (e.type === 'person' && !(e.uuid && is(e.uuid, ['relation', 'child']))) found.push(`executors.${i}`);
  });
  (will.gifts ?? []).forEach((g, i) => {
    g.beneficiaries.forEach((b, j) => { if (!is(b, people)) found.push(`gifts.${i}.beneficiaries.${j}`); });
  });
  return found;
}
