import { giftRows } from '../will/gifts/gift-rows';
import { allPeople, dependants, eligibleExecutors } from '../will/family/people';
import { assetLabel } from '../will/assets/assets';
import { personExecutorIds } from '../will/executors/executors';
import { eligibleGuardians } from '../will/guardians/guardians';
import { childrenToConfirmItems } from '../products/mirror/mirror-child-answers';
import { freeSlotItems } from '../products/calls/call-page-words';
import type { StepLoaded } from './binding/step-document';
import type { Will } from '../will/will';

export type SourceKind = 'relation' | 'child' | 'pet' | 'charity' | 'gift' | 'asset' | 'slot';

/** One row of a collection, or one choice of a widget, drawn from the will. */
export interface SourceItem {
  uuid: string;
  kind: SourceKind;
  label: string;
  tag?: string;
  /** The words of the group the item is offered in, one per `tag` (a slot's day: 'Thursday 3 December'). */
  group?: string;
}

/** A named source of items over the will on `today`, and what the step's `source` loaded from the API (`loaded`). */
export type StepSource = (will: Will, ctx: { today: string; loaded?: StepLoaded }) => SourceItem[];

/** SPEC 2.7 family list: the partner first (tagged 'partner'), then other relations, then children, then pets. */
function familyMembers(will: Will): SourceItem[] {
  const relations = Object.entries(will.relations ?? {}).map(([uuid, r]): SourceItem => ({ uuid, kind: 'relation', label: r.fullName }));
  const partner = relations.filter((r) => r.uuid === will.partner).map((r) => ({ ...r, tag: 'partner' }));
  return [
    ...partner,
    ...relations.filter((r) => r.uuid !== will.partner),
    ...Object.entries(will.children ?? {}).map(([uuid, c]): SourceItem => ({ uuid, kind: 'child', label: c.fullName })),
    ...Object.entries(will.pets ?? {}).map(([uuid, p]): SourceItem => ({ uuid, kind: 'pet', label: p.name })),
  ];
}

/** SPEC 2.10 beneficiaries: the people who can share the estate, the partner first, then relations and children. */
function estateCandidates(will: Will): SourceItem[] {
  return familyMembers(will).filter((p) => p.kind !== 'pet');
}

/** The user's charities (SPEC 3.2), by name. */
function charities(will: Will): SourceItem[] {
  return allPeople(will).filter((p) => p.kind === 'charity').map((c) => ({ uuid: c.uuid, kind: 'charity', label: c.name }));
}

/** The estate's shares in order, each named by its beneficiary (tag: person, children or charity). */
function estateShares(will: Will): SourceItem[] {
  const names = new Map(allPeople(will).map((p) => [p.uuid, p] as const));
  return (will.estate ?? []).flatMap((s) => {
    const person = names.get(s.beneficiary.uuid);
    return person ? [{ uuid: person.uuid, kind: person.kind, label: person.name, tag: s.beneficiary.type }] : [];
  });
}

/** The named item sources of step files (`items.source`, `over`, `ui:options.source`). */
export const stepSources: Record<string, StepSource> = {
  'people.eligibleGuardians': (will, { today }) =>
    eligibleGuardians(will, today).map((g) => ({ uuid: g.uuid, kind: g.kind, label: g.name })),
  // An asset has no uuid: its row is keyed by its place in the list, which Edit passes as {index}.
  'assets.list': (will) => (will.assets ?? []).map((asset, index) => ({ uuid: `asset-${index}`, kind: 'asset', label: assetLabel(asset) })),
  'people.familyMembers': (will) => familyMembers(will),
  'people.eligibleAdults': (will, { today }) =>
    eligibleExecutors(will, today).map((p) => ({ uuid: p.uuid, kind: p.kind, label: p.name })),
  // Who may replace an executor: the eligible adults not already executors.
  'people.replacementCandidates': (will, { today }) => {
    const executors = new Set(personExecutorIds(will));
    return eligibleExecutors(will, today).filter((p) => !executors.has(p.uuid)).map((p) => ({ uuid: p.uuid, kind: p.kind, label: p.name }));
  },
  'dependants.needingGuardian': (will, { today }) =>
    dependants(will, today).map((d) => ({ uuid: d.uuid, kind: d.kind, label: d.name })),
  'people.giftBeneficiaries': (will) => allPeople(will).map((p) => ({ uuid: p.uuid, kind: p.kind, label: p.name })),
  'gifts.list': (will) => giftRows(will),
  'people.estateCandidates': (will) => estateCandidates(will),
  'charities.all': (will) => charities(will),
  'estate.shares': (will) => estateShares(will),
  // A mirror will's copied children still waiting for "is this also your child?".
  'mirror.childrenToConfirm': (will) => childrenToConfirmItems(will),
  // The call slots free now (what the book-a-call page loaded), each by its instant, time and London day.
  'calls.freeSlots': (_will, { loaded }) => freeSlotItems(loaded),
};
