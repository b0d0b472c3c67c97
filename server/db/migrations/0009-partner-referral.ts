import type { Kysely } from 'kysely';

/**
 * One row per refer-partner invitation (server/routes/refer-partner.ts): the code in the email's sign-up link, who
 * sent it, and, once the partner signs up through it, their account, so checkout can give them the partner
 * discount. Plain text columns and app-made keys, as in 0008, so SQLite and PostgreSQL run it alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_referral')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('referrer_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('partner_user_id', 'text')
    .addColumn('claimed_at', 'text')
    .execute();
  await db.schema.createIndex('partner_referral_partner').on('partner_referral').column('partner_user_id').execute();
}
