import type { Kysely } from 'kysely';
import { engineOf } from '../database';
import { serialId } from '../serial-id';

/**
 * Mail that is never lost: every message is a `mail_outbox` row until it is sent. `status` is pending,
 * sent or failed (rows from before this migration were the embedded mailer's, already written: sent); a worker
 * claims a due row by setting `lease_until`, sends it, and marks it sent or schedules `next_attempt_at` with
 * backoff. `topic` names what the message is about (e.g. `delivery:<user id>`) so a screen can find it.
 * Attachments are kept beside the row in `mail_attachment`, so a retry sends the same files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = engineOf(db) === 'postgres' ? 'bytea' : 'blob';
  await db.schema.alterTable('mail_outbox').addColumn('status', 'text', (c) => c.notNull().defaultTo('sent')).execute();
  await db.schema.alterTable('mail_outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('lease_until', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('sent_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('topic', 'text').execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_topic').on('mail_outbox').column('topic').execute();
  await db.schema
    .createTable('mail_attachment')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('outbox_id', 'integer', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_attachment_outbox').on('mail_attachment').column('outbox_id').execute();
}
