import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export type AuditAction = DB['review_audit']['action'];

/** One reviewer action as the console shows it. */
export type AuditEntry = { id: number; action: AuditAction; step: string | null; message: string | null; reviewer_email: string; revision: number; created_at: string };

/** Who acted: the signed-in reviewer. */
export type Reviewer = { id: string; email: string };

/** Appends one reviewer action to the log (the only write the log allows). */
export async function recordReviewAction(
  db: Kysely<DB>,
  entry: { userId: string; reviewer: Reviewer; action: AuditAction; step?: string; message?: string; revision: number; at: string },
): Promise<void> {
  await db
    .insertInto('review_audit')
    .values({
      user_id: entry.userId,
      reviewer_id: entry.reviewer.id,
      reviewer_email: entry.reviewer.email,
      action: entry.action,
      step: entry.step ?? null,
      message: entry.message ?? null,
      revision: entry.revision,
      created_at: entry.at,
    })
    .execute();
}

/** The log of one user's submission, newest first. */
export async function loadAuditLog(db: Kysely<DB>, userId: string): Promise<AuditEntry[]> {
  return db
    .selectFrom('review_audit')
    .select(['id', 'action', 'step', 'message', 'reviewer_email', 'revision', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** The latest delivery or request for changes: what the next review compares the will against. */
export function lastDecision(log: readonly AuditEntry[]): AuditEntry | null {
  return log.find((entry) => entry.action === 'needs_attention' || entry.action === 'delivered') ?? null;
}

/** Records that a reviewer opened a submission in full at this revision (`review_view`, insert-only). */
export async function recordReviewView(db: Kysely<DB>, entry: { userId: string; reviewer: Reviewer; revision: number; at: string }): Promise<void> {
  await db
    .insertInto('review_view')
    .values({ user_id: entry.userId, reviewer_id: entry.reviewer.id, reviewer_email: entry.reviewer.email, revision: entry.revision, created_at: entry.at })
    .execute();
}
