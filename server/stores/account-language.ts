import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { asLanguage, type Language } from '../../engine/i18n/language';

/** The account's language, when it has chosen one (migration 0048). */
export async function accountLanguage(db: Kysely<DB>, userId: string | number): Promise<Language | undefined> {
  const row = await db.selectFrom('account_language').select('language').where('user_id', '=', String(userId)).executeTakeFirst();
  return asLanguage(row?.language);
}

/** Stores the account's language, replacing any before. */
export async function storeAccountLanguage(db: Kysely<DB>, userId: string | number, language: Language, now: Date): Promise<void> {
  await db
    .insertInto('account_language')
    .values({ user_id: String(userId), language, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ language, updated_at: now.toISOString() }))
    .execute();
}
