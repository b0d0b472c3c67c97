import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';
import { trackerEntries, type TrackerEntry } from '../../engine/review/review-tracker';
import { listReviewRounds } from './review-rounds';

/** The tracker of one user's will: the submission's state and due date, and what happened, oldest first. */
export type Tracker = { state: SubmissionState | null; due_date: string | null; entries: TrackerEntry[] };

/**
 * The facts of the user's own will only (every query is keyed by `userId`), told by engine/review/review-tracker.ts: the
 * rounds, when a reviewer first opened the submission (`review_view`; never who), the decisions, and when each
 * delivery email was sent.
 */
export async function loadTracker(db: Kysely<DB>, userId: string): Promise<Tracker> {
  const [submission, rounds, views, decisions, mails] = await Promise.all([
    db.selectFrom('submission').select(['state', 'due_date']).where('user_id', '=', userId).executeTakeFirst(),
    listReviewRounds(db, userId),
    db.selectFrom('review_view').select('created_at').where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('review_audit')
      .select(['action', 'step', 'message', 'created_at'])
      .where('user_id', '=', userId)
      .where('action', 'in', ['needs_attention', 'delivered'])
      .orderBy('id')
      .execute(),
    db.selectFrom('mail_outbox').select('sent_at').where('topic', '=', `delivery:${userId}`).where('sent_at', 'is not', null).execute(),
  ]);
  const entries = trackerEntries({
    rounds: rounds.map((r) => ({ kind: r.kind, at: r.created_at, due_date: r.due_date })),
    views: views.map((v) => v.created_at),
    decisions: decisions.map((d) => ({ action: d.action as 'needs_attention' | 'delivered', at: d.created_at, step: d.step, message: d.message })),
    deliveryMailsSent: mails.map((m) => m.sent_at!),
  });
  return { state: submission?.state ?? null, due_date: submission?.due_date ?? null, entries };
}
