import type { Kysely } from 'kysely';
import { serialId } from '../serial-id';

/** Mail kept by the embedded mailer (no SMTP_URL): one row per message, beside a .eml file in <dataDir>/outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
