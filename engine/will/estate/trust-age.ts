import { personAge } from '../family/people';
import type { Will } from '../will';

/** The age to which a young beneficiary's gift is held on trust when the will does not say. */
export const DEFAULT_TRUST_AGE = 18;

/** The oldest trust age the step offers: anyone this age or older takes their gift outright. */
const OLDEST_TRUST_AGE = 25;

/**
 * The trust-age step's choice: a gift that is theirs from the will-writer's death and held for them until 18 (a bare
 * trust: 'vested18'), or one held until 18, 21 or 25 and theirs only if they reach that age (contingent).
 */
export type YoungGiftChoice = 'vested18' | '18' | '21' | '25';

/** The will's choice, or undefined while unanswered (the will then holds gifts until 18, contingently). */
export function youngGiftChoice(will: Will): YoungGiftChoice | undefined {
  if (will.vestedAt18 === true) return 'vested18';
  return will.trustAge === undefined ? undefined : (String(will.trustAge) as YoungGiftChoice);
}

/** The will with the choice made; null clears it (unanswered); anything else leaves the will as it is. */
export function withYoungGiftChoice(will: Will, choice: unknown): Will {
  const { trustAge: _age, vestedAt18: _vested, ...unanswered } = will;
  if (choice === 'vested18') return { ...unanswered, trustAge: 18, vestedAt18: true };
  if (choice === '18' || choice === '21' || choice === '25') return { ...unanswered, trustAge: Number(choice) as 18 | 21 | 25 };
  return choice === null ? unanswered : will;
}

/** Whether a gift to someone under 18 is theirs from the will-writer's death (held on a bare trust until 18). */
export function giftsVestAtDeath(will: Will): boolean {
  return will.vestedAt18 === true;
}

/** The age at which a young beneficiary takes their gift under the will's choice (18 for a vested gift). */
export function trustAgeOf(will: Will): number {
  return will.vestedAt18 === true ? 18 : (will.trustAge ?? DEFAULT_TRUST_AGE);
}

/** Who may take a gift before the oldest trust age, by the kind the trust-age step explains the choice for. */
export type YoungBeneficiaryKinds = { ownChildren: boolean; grandchildren: boolean; others: boolean };

/**
 * The kinds of young beneficiary (under 25 or of unknown age on `today`) the will may benefit: the will-writer's own
 * children (the family list, who may be step- or adopted children), grandchildren (a person marked as a grandchild or
 * great-grandchild, or the children of a child who dies first, when a share passes to "their children"), and anyone
 * else. Looks at estate shares, their named substitutes and gifts.
 */
export function youngBeneficiaryKinds(will: Will, today: string): YoungBeneficiaryKinds {
  const named = new Set<string>();
  let grandchildrenByClass = false;
  for (const share of will.estate ?? []) {
    named.add(share.beneficiary.uuid);
    for (const uuid of share.substitutes ?? []) named.add(uuid);
    if (share.substituteType === 'their_children' && Object.hasOwn(will.children ?? {}, share.beneficiary.uuid)) grandchildrenByClass = true;
    if (share.substituteType === 'our_children' || share.substituteType === 'my_children') for (const uuid of Object.keys(will.children ?? {})) named.add(uuid);
  }
  for (const gift of will.gifts ?? []) for (const uuid of gift.beneficiaries) named.add(uuid);
  const young = [...named].filter((uuid) => {
    if (!Object.hasOwn(will.children ?? {}, uuid) && !Object.hasOwn(will.relations ?? {}, uuid)) return false;
    const age = personAge(will, uuid, today);
    return age === null || age < OLDEST_TRUST_AGE;
  });
  const isChild = (uuid: string) => Object.hasOwn(will.children ?? {}, uuid);
  const isGrandchild = (uuid: string) => !isChild(uuid) && will.relations?.[uuid]?.descendant === true;
  return {
    ownChildren: young.some(isChild),
    grandchildren: grandchildrenByClass || young.some(isGrandchild),
    others: young.some((uuid) => !isChild(uuid) && !isGrandchild(uuid)),
  };
}

type Context = { will: Will; today: string };

/** Predicates of the trust-age step's notes: which kinds of young beneficiary the will may benefit. */
export const trustAgePredicates: Record<string, (ctx: Context) => boolean> = {
  'trustAge.forOwnChildren': ({ will, today }) => youngBeneficiaryKinds(will, today).ownChildren,
  'trustAge.forGrandchildren': ({ will, today }) => youngBeneficiaryKinds(will, today).grandchildren,
  'trustAge.forOthers': ({ will, today }) => youngBeneficiaryKinds(will, today).others,
};
