import { sql, type Kysely } from 'kysely';
import { serialId } from '../serial-id';
import { insertOnly } from './0016-review';

/** The actions `review_event` records; the decisions themselves stay in `review_audit` (0016). */
export const REVIEW_EVENT_ACTIONS = ['assigned', 'taken_over', 'sign_off_requested', 'signed_off', 'sign_off_returned'] as const;

/**
 * The legal team at scale (assignment, levels, supervision, workload):
 * - `review_assignment`: who has taken each submission (one row per submission, keyed by its owner's user id); a
 *   take-over rewrites the row only over the reviewer it replaces, so two reviewers never both hold it.
 * - `reviewer_level`: a reviewer's level, reviewer or supervisor (`npm run user:reviewer`); none is a reviewer.
 * - `review_event`: the console's log of assignment and sign-off (who, when, which submission and revision, the
 *   reason or note), insert-only in the database as `review_audit` is, with `message` clearable on erasure.
 * - `submission_queue_entry`: each time a submission entered the queue (paid, resubmitted), for the queue's size by
 *   day and the turnaround; seeded with each submission's latest entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_assignment')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_email', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_assignment_reviewer').on('review_assignment').column('reviewer_id').execute();
  await db.schema
    .createTable('reviewer_level')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('reviewer', 'supervisor')`))
    .execute();
  await db.schema
    .createTable('review_event')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in (${sql.join(REVIEW_EVENT_ACTIONS.map((a) => sql.lit(a)))})`))
    .addColumn('message', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_event_user').on('review_event').columns(['user_id', 'id']).execute();
  await insertOnly(db, 'review_event', ['id', 'user_id', 'reviewer_id', 'reviewer_email', 'action', 'message', 'revision', 'created_at'], ['message']);
  await db.schema
    .createTable('submission_queue_entry')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('entered_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('submission_queue_entry_user').on('submission_queue_entry').columns(['user_id', 'entered_at']).execute();
  await sql`insert into submission_queue_entry (user_id, entered_at) select user_id, submitted_at from submission`.execute(db);
}
