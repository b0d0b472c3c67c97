import type { StepFile } from '../../engine/steps/step-file';
import { flowStepIds, machineOf, type Destination } from '../../flows/flow-runner';

const inFlow = new Set(flowStepIds);

/**
 * A modal of another flow goes back to the page that opened it (`location.state.from`) when it is saved or
 * cancelled, not where its own flow would go: the Add a person modal of the family flow opened from the estate's
 * beneficiaries returns there. Undefined when the step's own flow decides.
 */
export function openerReturn(step: Pick<StepFile, 'id' | 'presentation'>, state: unknown): Destination | undefined {
  const opener = state as { from?: string; fromParams?: Record<string, string> } | null;
  if (step.presentation !== 'modal' || !opener?.from || !inFlow.has(opener.from) || !inFlow.has(step.id)) return undefined;
  return machineOf(opener.from) === machineOf(step.id) ? undefined : { stepId: opener.from, params: opener.fromParams ?? {} };
}
