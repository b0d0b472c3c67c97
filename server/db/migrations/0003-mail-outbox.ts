import type { Kysely } from 'kysely';

/** Mail kept by the embedded mailer (no SMTP_URL): one row per message, beside a .eml file in <dataDir>/outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
