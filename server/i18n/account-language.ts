import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Language } from '../../engine/i18n/language';
import { accountLanguage } from '../stores/account-language';
import { inLanguage, requestLanguage } from './request-language';

/** The language to write to an account in: what it chose, else the language of the work in hand. */
export const languageOfAccount = async (db: Kysely<DB>, userId: string | number): Promise<Language> =>
  (await accountLanguage(db, userId)) ?? requestLanguage();

/**
 * Composes something for an account (an email, mostly) in the account's language: an email goes in its reader's
 * language whoever's request sends it (a reviewer's Deliver, a job).
 */
export async function inAccountLanguage<T>(db: Kysely<DB>, userId: string | number, compose: () => T): Promise<T> {
  return inLanguage(await languageOfAccount(db, userId), compose);
}
