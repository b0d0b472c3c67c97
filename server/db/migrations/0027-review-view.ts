import type { Kysely } from 'kysely';
import { serialId } from '../serial-id';
import { insertOnly } from './0016-review';

/**
 * Every time a reviewer opens a submission in full (GET /api/review/submissions/:id), one row here: who,
 * whose submission (its owner's user id), which will revision, when. Kept apart from `review_audit`, whose rows are
 * the decisions the console lists and compares against; insert-only in the database itself as that table is (0016),
 * with nothing clearable: a view holds no words of the legal team's to the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_view')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_email', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_view_user').on('review_view').columns(['user_id', 'id']).execute();
  await insertOnly(db, 'review_view', ['id', 'user_id', 'reviewer_id', 'reviewer_email', 'revision', 'created_at'], []);
}
