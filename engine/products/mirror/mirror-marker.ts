/**
 * The marker on a will prefilled from a partner's: each prefilled step shows the notice until the user
 * saves that step; no prefilled step is passed while it still shows it, and Family is not passed while a copied child
 * waits for "is this also your child?".
 */
// The notice's own file: every step screen carries it, and not the rest of the mirror screens' copy.
import notice from '../../../schemas/copy/mirror-notice.json';
import { interpolate } from '../../steps/interpolate';
import { STEP_FAMILY } from '../../steps/steps';
import type { Will } from '../../will/will';
import { childrenToConfirm } from './mirror-children';

/** The notice a prefilled step shows, or null once the user has saved that step (or the will is not a mirror). */
export function prefilledNotice(will: Will, step: number): string | null {
  const mirror = will.mirror;
  if (!mirror || !mirror.prefilledSteps.includes(step)) return null;
  return interpolate(notice.prefilledNotice, { inviter: mirror.inviterName });
}

/** The mark on a prefilled step's My Will card, or null once the user has saved that step (or the will is not a mirror). */
export function prefilledCardMark(will: Will, step: number): string | null {
  const mirror = will.mirror;
  if (!mirror || !mirror.prefilledSteps.includes(step)) return null;
  return interpolate(notice.cardMark, { inviter: mirror.inviterName });
}

/**
 * The will after the user saves `step` themselves: its notice goes. The marker goes with the last notice once no
 * child waits for an answer.
 */
export function markStepSaved(will: Will, step: number): Will {
  const mirror = will.mirror;
  if (!mirror || !mirror.prefilledSteps.includes(step)) return will;
  const prefilledSteps = mirror.prefilledSteps.filter((s) => s !== step);
  if (prefilledSteps.length === 0 && childrenToConfirm(will).length === 0) {
    const { mirror: _done, ...rest } = will;
    return rest;
  }
  return { ...will, mirror: { ...mirror, prefilledSteps } };
}

/** The passed steps the marker forbids: any step still showing its notice, and Family while a child waits. */
export function stepsBlockedByMirror(will: Will): number[] {
  const mirror = will.mirror;
  if (!mirror) return [];
  const blocked = new Set(mirror.prefilledSteps);
  if (childrenToConfirm(will).length > 0) blocked.add(STEP_FAMILY);
  return (will.passedSteps ?? []).filter((step) => blocked.has(step));
}
