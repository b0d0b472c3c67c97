// xstate and the flow machines, with what reads them, in a chunk of their own (./flows): a will step needs them to
// draw (whether it may be entered, which flow's mirror notice it shows), and its route's loader loads them; a public
// question needs them only to move on, so its page loads them once it is drawn, when the browser is idle.
import { flowStepIds, machineOf } from '../../flows/flow-runner';

export { backDestination, machineOf, mayEnter, nextDestination } from '../../flows/flow-runner';
export { openerReturn } from './opener-return';

/** The steps of the flows. */
export const inFlow: ReadonlySet<string> = new Set(flowStepIds);

/** The flow (its machine's id) a step is in; undefined for a step of none. */
export const flowOf = (stepId: string): string | undefined => (inFlow.has(stepId) ? machineOf(stepId).id : undefined);
