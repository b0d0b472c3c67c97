import type { Kysely } from 'kysely';

/**
 * Each accepted refer-partner email (server/routes/refer-partner.ts), so the daily caps per user, per recipient
 * and for the whole service hold across every app process sharing the database. Ids are made by the app (no
 * autoincrement, whose syntax differs between SQLite and PostgreSQL); times are ISO 8601 text, which sorts in
 * time order on both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refer_partner_send')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refer_partner_send_user').on('refer_partner_send').columns(['user_id', 'sent_at']).execute();
  await db.schema.createIndex('refer_partner_send_recipient').on('refer_partner_send').columns(['recipient', 'sent_at']).execute();
  await db.schema.createIndex('refer_partner_send_sent_at').on('refer_partner_send').column('sent_at').execute();
}
