import { setup, transition } from 'xstate';
import type { SubmissionState } from '../../engine/dashboard-state';

/** What can happen to a submission: the legal team's two actions, the user's resubmission, and a refund. */
export type SubmissionEvent = { type: 'review.request_changes' } | { type: 'review.deliver' } | { type: 'user.resubmit' } | { type: 'order.refunded' };

const refund = { 'order.refunded': 'CANCELLED' } as const;
const resubmit = { 'user.resubmit': 'NEW' } as const;

/**
 * A will's submission to the legal team (SPEC 3.2, 4.1; issue 17). Checkout completes a paid order into NEW. A
 * reviewer either asks for changes (NEEDS_USER_ATTENTION) or delivers the final will (DELIVERED), only from NEW, so
 * a submission waiting on its user, or already delivered, is never delivered (again) by a reviewer who loaded it
 * earlier. The user's resubmission returns any submission to the queue as NEW (SPEC 4.1 "a local resubmission sets
 * the submission state to NEW"), and a refund under the money-back guarantee cancels it. Lives in server/ because
 * the server decides transitions with it (engine/ stays free of XState, and server/ may not import flows/).
 */
export const submissionMachine = setup({
  types: { events: {} as SubmissionEvent },
}).createMachine({
  id: 'submission',
  initial: 'NEW',
  states: {
    NEW: { on: { 'review.request_changes': 'NEEDS_USER_ATTENTION', 'review.deliver': 'DELIVERED', ...resubmit, ...refund } },
    NEEDS_USER_ATTENTION: { on: { ...resubmit, ...refund } },
    DELIVERED: { on: { ...resubmit, ...refund } },
    CANCELLED: { on: { ...resubmit } },
  },
});

/** The state `event` takes a submission in `state` to, or null when the machine does not allow it there. */
export function nextSubmissionState(state: SubmissionState, event: SubmissionEvent): SubmissionState | null {
  const snapshot = submissionMachine.resolveState({ value: state });
  if (!snapshot.can(event)) return null;
  const [next] = transition(submissionMachine, snapshot, event);
  return next.value as SubmissionState;
}
