import type { SubmissionState } from '../dashboard/dashboard-state';

/** Why an account cannot be deleted now; null when it can. */
export type DeletionRefusal = 'willInReview' | null;

/**
 * An account may be deleted unless the legal team is working on a will the user has paid for (a submission that is
 * new or waiting for the user's changes): that work, and what the user paid for it, must be finished or refunded
 * first. A delivered or cancelled will, or an unpaid one, does not stop it.
 */
export function accountDeletionRefusal(account: { paid: boolean; submission: SubmissionState | null }): DeletionRefusal {
  const inReview = account.submission === 'NEW' || account.submission === 'NEEDS_USER_ATTENTION';
  return account.paid && inReview ? 'willInReview' : null;
}
