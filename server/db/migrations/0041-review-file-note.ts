import type { Kysely } from 'kysely';
import { serialId } from '../serial-id';
import { insertOnly } from './0016-review';

/**
 * The legal team's private file notes on a submission: who wrote it, when, on which will revision, the text, and the
 * review flag it records a decision on (engine/review/review-flags.ts; null for a plain note). Insert-only in the
 * database itself, as the review log is (0016): a note is never edited or removed, only followed by another;
 * erasing the account clears `text`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_file_note')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_email', 'text', (c) => c.notNull())
    .addColumn('flag', 'text')
    .addColumn('text', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_file_note_user').on('review_file_note').columns(['user_id', 'id']).execute();
  await insertOnly(db, 'review_file_note', ['id', 'user_id', 'reviewer_id', 'reviewer_email', 'flag', 'text', 'revision', 'created_at'], ['text']);
}
