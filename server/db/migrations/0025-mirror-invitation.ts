import type { Kysely } from 'kysely';

/**
 * One row per mirror-will invitation (server/routes/mirror-invitation.ts): who invited which address, with
 * their consent to share the answers a mirror copies, the SHA-256 of the single-use token in the email's link (the
 * token itself is never stored), when it expires, and whether it was withdrawn or accepted (and by which account).
 * Plain text columns and app-made keys, as in 0008 and 0009, so SQLite and PostgreSQL run it alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mirror_invitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inviter_user_id', 'text', (c) => c.notNull())
    .addColumn('invited_email', 'text', (c) => c.notNull())
    .addColumn('invited_name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('partner_user_id', 'text')
    .execute();
  await db.schema.createIndex('mirror_invitation_inviter').on('mirror_invitation').column('inviter_user_id').execute();
  await db.schema.createIndex('mirror_invitation_partner').on('mirror_invitation').column('partner_user_id').execute();
}
