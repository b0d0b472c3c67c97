import type { Kysely } from 'kysely';

/**
 * The addresses an account had before a change of email: mail the app sent to an old address stays in the
 * embedded outbox under that address, so erasing the account must know every address it had, not only the last.
 * Written when better-auth's verify-email changes the address (server/auth/former-email.ts); erased with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('former_email')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('former_email_user').on('former_email').column('user_id').execute();
}
