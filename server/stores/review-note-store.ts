import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The legal team's request for changes as its user sees it: the step to change and the reviewer's message. */
export type ReviewNote = { step: string; message: string };

/**
 * The latest request for changes to the user's own will while their submission is waiting for them
 * (NEEDS_USER_ATTENTION); null otherwise (nothing to do, or already resubmitted).
 */
export async function loadReviewNote(db: Kysely<DB>, userId: string): Promise<ReviewNote | null> {
  const submission = await db.selectFrom('submission').select('state').where('user_id', '=', userId).executeTakeFirst();
  if (submission?.state !== 'NEEDS_USER_ATTENTION') return null;
  const row = await db
    .selectFrom('review_audit')
    .select(['step', 'message'])
    .where('user_id', '=', userId)
    .where('action', '=', 'needs_attention')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.step && row.message ? { step: row.step, message: row.message } : null;
}
