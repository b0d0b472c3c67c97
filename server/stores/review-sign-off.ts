import type { SubmissionState } from '../../engine/dashboard/dashboard-state';
import type { ReviewEvent } from './review-events';

/**
 * Where a reviewer's delivery held for a supervisor stands: `pending` while the supervisor has not acted on this
 * revision, `returned` once they sent it back with a note. `reasons` are the risk markers (or 'sample') it was
 * held for.
 */
export type SignOff = {
  status: 'pending' | 'returned';
  prepared_by: string;
  prepared_at: string;
  revision: number;
  reasons: string[];
  returned_by: string | null;
  returned_at: string | null;
  note: string | null;
};

const SIGN_OFF_ACTIONS = new Set(['sign_off_requested', 'signed_off', 'sign_off_returned']);

/** The reason a sample hold records, beside the risk markers' names. */
export const SAMPLE_REASON = 'sample';

/**
 * The sign-off the submission is waiting for or was sent back from, from its events (newest first): the latest
 * sign-off entry, if it is a request on the current revision while the will waits for the legal team, or a return
 * of one. Null when none, or once signed off, or when the will moved on (a new revision, a decision).
 */
export function signOffOf(events: readonly ReviewEvent[], state: SubmissionState, revision: number): SignOff | null {
  if (state !== 'NEW') return null;
  const latest = events.find((e) => SIGN_OFF_ACTIONS.has(e.action));
  if (!latest || latest.action === 'signed_off' || latest.revision !== revision) return null;
  const request = latest.action === 'sign_off_requested' ? latest : events.find((e) => e.id < latest.id && e.action === 'sign_off_requested');
  if (!request) return null;
  const returned = latest.action === 'sign_off_returned' ? latest : null;
  return {
    status: returned ? 'returned' : 'pending',
    prepared_by: request.reviewer_email,
    prepared_at: request.created_at,
    revision: request.revision,
    reasons: (request.message ?? '').split(',').filter(Boolean),
    returned_by: returned?.reviewer_email ?? null,
    returned_at: returned?.created_at ?? null,
    note: returned?.message ?? null,
  };
}
