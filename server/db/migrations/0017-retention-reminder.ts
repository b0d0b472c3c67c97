import type { Kysely } from 'kysely';

/**
 * The retention job's reminders (`npm run retention`): one row per user and reason ('unverified' or
 * 'unpaidDraft') once the user has been told their account will be removed on `erase_on` (YYYY-MM-DD) unless they act.
 * The job erases an account only after its reminder has been sent, and forgets a reminder the user has acted on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retention_reminder')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('erase_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('retention_reminder_pk', ['user_id', 'reason'])
    .execute();
}
