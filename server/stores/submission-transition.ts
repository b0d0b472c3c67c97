import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';
import { nextSubmissionState, type SubmissionEvent } from './submission.machine';
import { teamTables } from './review-team-tables';

/** Events after which the will is (back) in the queue: its submission time is the moment it re-entered. */
const QUEUEING: ReadonlySet<SubmissionEvent['type']> = new Set(['order.paid', 'user.resubmit']);

/** How many times a move is retried when another transaction changed the row between our read and our write. */
const ATTEMPTS = 3;

/**
 * Moves the user's submission by `event`, in the caller's transaction, as the submission machine says: reads the
 * state, asks nextSubmissionState, and writes the next state (and `submitted_at` when the event queues the will)
 * only over the state it read, so a concurrent change is re-judged rather than overwritten. Creates the row when the
 * machine allows the event with no submission yet. Answers the next state, or null when the machine refuses and
 * nothing was written. Each move into the queue is also recorded in `submission_queue_entry` (the team page's
 * queue size by day and turnaround). Throws when the row keeps changing under it.
 */
export async function moveSubmission(trx: Kysely<DB>, userId: string, event: SubmissionEvent, at: string): Promise<SubmissionState | null> {
  const next = await move(trx, userId, event, at);
  if (next !== null && QUEUEING.has(event.type)) await teamTables(trx).insertInto('submission_queue_entry').values({ user_id: userId, entered_at: at }).execute();
  return next;
}

async function move(trx: Kysely<DB>, userId: string, event: SubmissionEvent, at: string): Promise<SubmissionState | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await trx.selectFrom('submission').select('state').where('user_id', '=', userId).executeTakeFirst();
    const next = nextSubmissionState(row?.state ?? null, event);
    if (next === null) return null;
    const times = QUEUEING.has(event.type) ? { submitted_at: at, updated_at: at } : { updated_at: at };
    if (row) {
      const { numUpdatedRows } = await trx.updateTable('submission').set({ state: next, ...times }).where('user_id', '=', userId).where('state', '=', row.state).executeTakeFirst();
      if (numUpdatedRows === 1n) return next;
    } else {
      const { numInsertedOrUpdatedRows } = await trx
        .insertInto('submission')
        .values({ user_id: userId, state: next, submitted_at: at, updated_at: at, print_url: null })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      if (numInsertedOrUpdatedRows === 1n) return next;
    }
  }
  throw new Error(`The submission of user ${userId} kept changing while ${event.type} was applied`);
}
