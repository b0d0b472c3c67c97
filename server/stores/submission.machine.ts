import { setup, transition } from 'xstate';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';

/**
 * What can happen to a submission: a paid order, the legal team's two actions, the user's resubmission, and a
 * refund under the money-back guarantee.
 */
export type SubmissionEvent =
  | { type: 'order.paid' }
  | { type: 'review.request_changes' }
  | { type: 'review.deliver' }
  | { type: 'user.resubmit' }
  | { type: 'order.refunded' };

/** The machine's state before the user's first payment: no submission row exists. */
export const UNSUBMITTED = 'UNSUBMITTED';

/** A paid order puts the will in the queue from wherever it stands (the money is taken either way). */
const paid = { 'order.paid': 'NEW' } as const;

/**
 * A will's submission to the legal team (SPEC 3.2, 4.1), the only judge of its state changes: every write
 * of `submission.state` asks nextSubmissionState first.
 *
 * - Paying (checkout, the webhook) puts the will in the queue as NEW, including paying again after a refund.
 * - A reviewer asks for changes (NEEDS_USER_ATTENTION) or delivers (DELIVERED) only from NEW, so a submission
 *   waiting on its user, or already delivered, is never decided again by a reviewer who loaded it earlier.
 * - The user's resubmission returns a live submission to the queue as NEW (SPEC 4.1); a cancelled one is not
 *   live: its money was returned, so only paying again brings it back. A will paid for with no submission kept
 *   (the engine's resubmitRefusal has checked the payment) is put in the queue too.
 * - A refund cancels the submission while the legal team is on it or after it delivered: the money-back guarantee
 *   covers 30 days from payment whatever the submission's state (the refund route judges the 30 days, before any
 *   money moves). A cancelled submission is not cancelled again.
 *
 * Lives in server/ because the server decides transitions with it (engine/ stays free of XState, and server/ may
 * not import flows/).
 */
export const submissionMachine = setup({
  types: { events: {} as SubmissionEvent },
}).createMachine({
  id: 'submission',
  initial: UNSUBMITTED,
  states: {
    [UNSUBMITTED]: {
      on: { ...paid, 'user.resubmit': { target: 'NEW', description: 'a will paid for whose submission was not kept' } },
    },
    NEW: {
      on: {
        ...paid,
        'review.request_changes': 'NEEDS_USER_ATTENTION',
        'review.deliver': 'DELIVERED',
        'user.resubmit': 'NEW',
        'order.refunded': { target: 'CANCELLED', description: 'refunded before the legal team decided' },
      },
    },
    NEEDS_USER_ATTENTION: {
      on: {
        ...paid,
        'user.resubmit': 'NEW',
        'order.refunded': { target: 'CANCELLED', description: 'refunded while the legal team waits on the user' },
      },
    },
    DELIVERED: {
      on: {
        ...paid,
        'user.resubmit': 'NEW',
        'order.refunded': { target: 'CANCELLED', description: 'money-back guarantee: a delivered will refunded within 30 days of payment' },
      },
    },
    CANCELLED: { on: { ...paid } },
  },
});

/**
 * The state `event` takes a submission in `state` (null: none yet) to, or null when the machine refuses it there.
 * Never throws.
 */
export function nextSubmissionState(state: SubmissionState | null, event: SubmissionEvent): SubmissionState | null {
  const snapshot = submissionMachine.resolveState({ value: state ?? UNSUBMITTED });
  if (!snapshot.can(event)) return null;
  const [next] = transition(submissionMachine, snapshot, event);
  return next.value as SubmissionState;
}
