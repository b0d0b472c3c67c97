import { prefilledNotice } from '../../engine/products/mirror/mirror-marker';
import { STEPS } from '../../engine/steps/steps';
import type { Will } from '../../engine/will/will';

/**
 * The notice a screen of a step prefilled from a partner's will shows ("Filled in from {inviter}'s
 * answers: check each one"), until the user saves that step; null on any other screen. `flowOf` names a step's flow
 * (./flow-moves), undefined for a step of none.
 */
export function prefilledNoticeFor(stepId: string, will: Will, flowOf: (stepId: string) => string | undefined): string | null {
  if (!will.mirror) return null;
  const flow = flowOf(stepId);
  const step = flow && STEPS.find((s) => s.id === flow);
  return step ? prefilledNotice(will, step.number) : null;
}
