import type { Will } from '../will/will';
import { isElderlyTestator } from './risk-markers';

/**
 * A circumstance the case law on capacity and undue influence points at, for the reviewer to consider before
 * delivery: the testator is aged 75 or over (the golden rule of Kenward v Adams: a will for an elderly testator is
 * witnessed or approved by a medical practitioner satisfied of their capacity), a residuary beneficiary of the last
 * delivered will is gone (a sharp departure from the earlier will), a residuary beneficiary who is not family was
 * added in the latest revision, or the other will of a delivered mirror pair changed since its delivery. `names`
 * are the people the flag is about.
 */
export type ReviewFlag =
  | { kind: 'elderly_testator' }
  | { kind: 'beneficiary_removed'; names: string[] }
  | { kind: 'new_outsider_residuary'; names: string[] }
  | { kind: 'mirror_partner_changed'; names: string[] };

export type FlagKind = ReviewFlag['kind'];

/** What the flags are judged on: the will as it stands, the last delivered will and the revision before this one. */
export type FlagInput = {
  will: Will;
  today: string;
  /** The will as last delivered, or null before any delivery. */
  delivered: Will | null;
  /** The will at the revision before the current one, or null for a first revision. */
  previous: Will | null;
  /** The partners whose mirror will was delivered and has changed since. */
  changedMirrorPartners?: string[];
};

/** The name a will gives a residuary beneficiary (a person, a child or a charity). */
function nameIn(will: Will, uuid: string): string {
  return will.relations?.[uuid]?.fullName ?? will.children?.[uuid]?.fullName ?? will.charity?.[uuid]?.name ?? uuid;
}

const residuary = (will: Will) => (will.estate ?? []).map((share) => share.beneficiary.uuid);

/** Family for this rule: the partner, the children, and the people the user marks as a grandchild or great-grandchild. */
function isFamily(will: Will, uuid: string): boolean {
  return will.partner === uuid || Object.hasOwn(will.children ?? {}, uuid) || will.relations?.[uuid]?.descendant === true;
}

/** A person (never a charity or the class of children) sharing the residue who is not family. */
function outsiders(will: Will): string[] {
  return (will.estate ?? []).filter((share) => share.beneficiary.type === 'person' && !isFamily(will, share.beneficiary.uuid)).map((share) => share.beneficiary.uuid);
}

/** The flags for a submission, in a fixed order (elderly, removed, added, mirror). Pure. */
export function reviewFlags(input: FlagInput): ReviewFlag[] {
  const { will, today, delivered, previous } = input;
  const flags: ReviewFlag[] = [];
  if (isElderlyTestator(will, today)) flags.push({ kind: 'elderly_testator' });
  if (delivered) {
    const now = new Set(residuary(will));
    const removed = residuary(delivered).filter((uuid) => !now.has(uuid));
    if (removed.length > 0) flags.push({ kind: 'beneficiary_removed', names: removed.map((uuid) => nameIn(delivered, uuid)) });
  }
  const before = new Set(previous ? residuary(previous) : []);
  const added = outsiders(will).filter((uuid) => !before.has(uuid));
  if (previous && added.length > 0) flags.push({ kind: 'new_outsider_residuary', names: added.map((uuid) => nameIn(will, uuid)) });
  const partners = input.changedMirrorPartners ?? [];
  if (partners.length > 0) flags.push({ kind: 'mirror_partner_changed', names: partners });
  return flags;
}
