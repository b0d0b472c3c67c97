import { prefilledNotice } from '../../engine/mirror/mirror-marker';
import { STEPS } from '../../engine/steps';
import type { Will } from '../../engine/will';
import { flowStepIds, machineOf } from '../../flows/flow-runner';

const inFlow = new Set(flowStepIds);

/**
 * Issue 30: the notice a screen of a step prefilled from a partner's will shows ("Filled in from {inviter}'s
 * answers: check each one"), until the user saves that step; null on any other screen.
 */
export function prefilledNoticeFor(stepId: string, will: Will): string | null {
  if (!will.mirror || !inFlow.has(stepId)) return null;
  const step = STEPS.find((s) => s.id === machineOf(stepId).id);
  return step ? prefilledNotice(will, step.number) : null;
}
