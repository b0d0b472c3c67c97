import type { Kysely } from 'kysely';

/**
 * Two indexes that keep daily work from reading what only grows: the legal team's queue picks its page of one state
 * (`submission_state`: the few NEW wills among every one ever delivered), and the retention job finds the mail sent
 * before its keeping time (`mail_outbox_sent`: among every message ever sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('submission_state').on('submission').columns(['state', 'submitted_at']).execute();
  await db.schema.createIndex('mail_outbox_sent').on('mail_outbox').columns(['status', 'sent_at']).execute();
}
