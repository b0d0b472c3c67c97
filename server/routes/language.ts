import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Auth } from '../auth/auth';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { readJson } from '../http-errors';
import { asLanguage, type Language } from '../../engine/i18n/language';
import { rememberLanguageCookie } from '../middleware/language';
import { storeAccountLanguage } from '../stores/account-language';
import apiErrors from '../../schemas/copy/api-errors.json';

export type LanguageDeps = { db: Kysely<DB>; auth: Auth; clock: Clock; https: boolean };

/** Stores the language on the signed-in account, if someone is signed in (a visitor's stays in the cookie). */
export function rememberOnAccount(deps: LanguageDeps) {
  return async (c: Context, language: Language) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } });
    if (session) await storeAccountLanguage(deps.db, session.user.id, language, deps.clock.now());
  };
}

/**
 * `PUT /api/language` `{ language: "cy" | "en" }`: the reader's language, remembered on this browser and, when
 * signed in, on the account (so its emails follow). Anything else is a 400 naming the languages, changing nothing.
 */
export function languageRoutes(deps: LanguageDeps) {
  const remember = rememberOnAccount(deps);
  return new Hono().put('/', async (c) => {
    const body = await readJson(c);
    const language = asLanguage((body as { language?: unknown } | null)?.language);
    if (!language) return c.json({ type: 'bad_request', message: apiErrors.badLanguage }, 400);
    rememberLanguageCookie(c, language, deps.https);
    await remember(c, language);
    return c.json({ language });
  });
}
