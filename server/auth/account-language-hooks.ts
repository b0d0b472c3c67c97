import { createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { accountLanguage, storeAccountLanguage } from '../stores/account-language';
import { requestLanguage } from '../i18n/request-language';
import { LANGUAGE_COOKIE } from '../middleware/language';

const A_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** At registration, the account keeps the language the visitor was reading in (their `?lang` or cookie). */
export const storeLanguageAtRegistration = (db: Kysely<DB>, now: () => Date) => async (user: { id?: string | number }) => {
  if (user.id !== undefined) await storeAccountLanguage(db, user.id, requestLanguage(), now());
};

/**
 * Once signed in (a new session: sign-in, or its second factor), the account's language wins over this browser's:
 * the cookie is set to it, so the next page is in the account's language.
 */
export const accountLanguageAtSignIn = (db: Kysely<DB>, https: boolean) =>
  createAuthMiddleware(async (ctx) => {
    const userId = ctx.context.newSession?.user.id;
    if (userId === undefined) return;
    const language = await accountLanguage(db, userId);
    if (language) ctx.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: A_YEAR_SECONDS, sameSite: 'lax', httpOnly: true, secure: https });
  });
