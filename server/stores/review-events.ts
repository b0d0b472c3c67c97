import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Reviewer } from './review-audit';
import { teamTables, type ReviewEventAction } from './review-team-tables';

/** One assignment or sign-off entry as the console shows it. */
export type ReviewEvent = { id: number; action: ReviewEventAction; message: string | null; reviewer_email: string; revision: number; created_at: string };

/** Appends one entry to `review_event` (insert-only, migration 0040). */
export async function recordReviewEvent(db: Kysely<DB>, entry: { userId: string; reviewer: Reviewer; action: ReviewEventAction; message?: string; revision: number; at: string }): Promise<void> {
  await teamTables(db)
    .insertInto('review_event')
    .values({ user_id: entry.userId, reviewer_id: entry.reviewer.id, reviewer_email: entry.reviewer.email, action: entry.action, message: entry.message ?? null, revision: entry.revision, created_at: entry.at })
    .execute();
}

/** One submission's assignment and sign-off entries, newest first. */
export async function loadReviewEvents(db: Kysely<DB>, userId: string): Promise<ReviewEvent[]> {
  return teamTables(db).selectFrom('review_event').select(['id', 'action', 'message', 'reviewer_email', 'revision', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
}
