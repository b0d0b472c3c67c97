import { giftRows } from './gift-rows';
import { allPeople, dependants, eligibleExecutors } from './people';
import type { Will } from './will';

export type SourceKind = 'relation' | 'child' | 'pet' | 'charity' | 'gift';

/** One row of a collection, or one choice of a widget, drawn from the will. */
export interface SourceItem {
  uuid: string;
  kind: SourceKind;
  label: string;
  tag?: string;
}

export type StepSource = (will: Will, ctx: { today: string }) => SourceItem[];

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

/** The named item sources of step files (`items.source`, `over`, `ui:options.source`). */
export const stepSources: Record<string, StepSource> = {
  'people.familyMembers': (will) => familyMembers(will),
  'people.eligibleAdults': (will, { today }) =>
    eligibleExecutors(will, today).map((p) => ({ uuid: p.uuid, kind: p.kind, label: p.name })),
  'dependants.needingGuardian': (will, { today }) =>
    dependants(will, today).map((d) => ({ uuid: d.uuid, kind: d.kind, label: d.name })),
  'people.giftBeneficiaries': (will) => allPeople(will).map((p) => ({ uuid: p.uuid, kind: p.kind, label: p.name })),
  'gifts.list': (will) => giftRows(will),
};
