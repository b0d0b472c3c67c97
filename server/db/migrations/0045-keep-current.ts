import type { Kysely } from 'kysely';
import { serialId } from '../serial-id';

/**
 * Keeping a delivered will current: whether the user takes the check-in emails (`keep_current`, one row per user who
 * chose; no row means on), and each reminder sent (`keep_current_sent`, unique per user and key, so two processes
 * running the daily job never send one twice: the row is claimed before the email is written).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('keep_current')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('check_ins', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('keep_current_sent')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reminder_key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('keep_current_sent_once', ['user_id', 'reminder_key'])
    .execute();
}
