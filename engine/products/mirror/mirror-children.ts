/**
 * The partner's answer, per child copied from the inviter's will, to "is this also your child?".
 * Yes keeps the child as a child; no keeps them in the will as a relation: a share left to them as a child is left
 * to them as a person, marked as a stepchild, and no guardian is appointed for them (only a parent with parental
 * responsibility can).
 */
import type { Will } from '../../will/will';

/** The copied children still waiting for the answer. */
export function childrenToConfirm(will: Will): string[] {
  const waiting = will.mirror?.childrenToConfirm ?? [];
  return waiting.filter((uuid) => Object.hasOwn(will.children ?? {}, uuid));
}

/** The will after the answer for one child; unchanged when the child is not waiting for one. */
export function answerMirrorChild(will: Will, childUuid: string, alsoMine: boolean): Will {
  const mirror = will.mirror;
  const child = will.children?.[childUuid];
  if (!mirror || !child || !mirror.childrenToConfirm.includes(childUuid)) return will;
  const next: Will = { ...will, mirror: { ...mirror, childrenToConfirm: mirror.childrenToConfirm.filter((uuid) => uuid !== childUuid) } };
  if (alsoMine) return next;

  const { [childUuid]: _moved, ...children } = will.children ?? {};
  next.children = children;
  // The inviting partner's child who is not the user's own is a stepchild: "my children" leaves them out unless the user says so.
  next.relations = { ...will.relations, [childUuid]: { ...child, stepchild: true } };
  if (will.guardians && Object.hasOwn(will.guardians, childUuid)) {
    const { [childUuid]: _dropped, ...guardians } = will.guardians;
    next.guardians = guardians;
  }
  if (will.estate) {
    next.estate = will.estate.map((share) =>
      share.beneficiary.type === 'children' && share.beneficiary.uuid === childUuid ? { ...share, beneficiary: { type: 'person', uuid: childUuid } } : share,
    );
  }
  return next;
}
