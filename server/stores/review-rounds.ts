import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { reviewDueDate, reviewWorkingDays } from '../../engine/review/review-due-date';

/** The standard turnaround in working days (REVIEW_WORKING_DAYS), from the page configuration. */
export type TurnaroundConfig = { review_working_days: number };

/** One entry of a will into the legal team's queue: when, which revision, and the due date stated then. */
export type ReviewRound = { kind: 'submitted' | 'resubmitted'; revision: number; urgent: boolean; due_date: string; created_at: string };

/** Whether the user bought an urgent will (a paid order, not refunded, with an urgent due date). */
export async function boughtUrgent(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('will_order').select('id').where('user_id', '=', userId).where('state', '=', 'paid').where('urgent_due_date', 'is not', null).executeTakeFirst();
  return row !== undefined;
}

/**
 * Starts the will's time in the queue at `at`, in the caller's transaction, right after the submission moved to NEW
 * (payment or resubmission): works out the due date once (two working days for an urgent will, the configured
 * standard otherwise; engine/review/review-due-date.ts), stores it on the submission, and records the round for the
 * tracker. Answers the due date.
 */
export async function startReviewRound(trx: Kysely<DB>, userId: string, at: string, turnaround: TurnaroundConfig): Promise<string> {
  const [urgent, will, earlier] = await Promise.all([
    boughtUrgent(trx, userId),
    trx.selectFrom('will').select('revision').where('user_id', '=', userId).executeTakeFirst(),
    trx.selectFrom('review_round').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  const dueDate = reviewDueDate(at, reviewWorkingDays(urgent, turnaround.review_working_days));
  await trx.updateTable('submission').set({ due_date: dueDate }).where('user_id', '=', userId).execute();
  await trx
    .insertInto('review_round')
    .values({ user_id: userId, kind: earlier ? 'resubmitted' : 'submitted', revision: will?.revision ?? 0, urgent: urgent ? 1 : 0, due_date: dueDate, created_at: at })
    .execute();
  return dueDate;
}

/** Every round of the user's will, oldest first; only this user's rows. */
export async function listReviewRounds(db: Kysely<DB>, userId: string): Promise<ReviewRound[]> {
  const rows = await db.selectFrom('review_round').select(['kind', 'revision', 'urgent', 'due_date', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => ({ ...row, urgent: row.urgent === 1 }));
}
