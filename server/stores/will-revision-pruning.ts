import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * How many of a will's latest revisions are kept besides those something still points at: an unpaid will's
 * history is for the user's own undo and export only, a paid will's also shows the legal team what changed.
 */
export const KEPT_REVISIONS = { unpaid: 20, paid: 200 } as const;

/**
 * Bounds what one will's revision history holds, after a save stored revision `latest`: revisions older than the
 * latest KEPT_REVISIONS go, except every revision something still needs: the current one (conflict detection and
 * resubmission read it), each delivered version's (will_document), and each one the legal team acted on or saw
 * (review_audit, review_view: "what changed since the last decision"). Run in the save's transaction.
 */
export async function pruneRevisions(trx: Kysely<DB>, userId: string, latest: number): Promise<void> {
  if (latest <= KEPT_REVISIONS.unpaid) return;
  const paid = await trx.selectFrom('will_payment').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  const oldestKept = latest - (paid ? KEPT_REVISIONS.paid : KEPT_REVISIONS.unpaid) + 1;
  if (oldestKept <= 1) return;
  await trx
    .deleteFrom('will_revision')
    .where('user_id', '=', userId)
    .where('revision', '<', oldestKept)
    .where('revision', 'not in', (eb) => eb.selectFrom('will_document').select('revision').where('user_id', '=', userId))
    .where('revision', 'not in', (eb) => eb.selectFrom('review_audit').select('revision').where('user_id', '=', userId))
    .where('revision', 'not in', (eb) => eb.selectFrom('review_view').select('revision').where('user_id', '=', userId))
    .execute();
}
