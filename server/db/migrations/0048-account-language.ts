import { sql, type Kysely } from 'kysely';

/**
 * The language an account reads the service in (`en` or `cy`, engine/i18n/language.ts): chosen by the visitor before
 * registering (stored then) or later with the language switch, and used for every email to the account and for its
 * pages once signed in. A table of its own, beside better-auth's user table; erased with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_language')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'cy')`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
