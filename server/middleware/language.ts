import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { chooseLanguage } from '../../engine/i18n/choose-language';
import { asLanguage, type Language } from '../../engine/i18n/language';
import { inLanguage } from '../i18n/request-language';

/** The cookie that remembers a visitor's language on this browser (set by `?lang=` and the language API). */
export const LANGUAGE_COOKIE = 'lang';
const A_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type LanguageEnv = { Variables: { language: Language } };

/** Remembers the language on this browser for a year (read by pages and the API alike). */
export function rememberLanguageCookie(c: Context, language: Language, https: boolean): void {
  setCookie(c, LANGUAGE_COOKIE, language, { path: '/', maxAge: A_YEAR_SECONDS, sameSite: 'Lax', httpOnly: true, secure: https });
}

/**
 * Answers every request in its language (engine/i18n/choose-language.ts): `?lang=cy` or `?lang=en` on any address
 * chooses it and is remembered in the cookie (and on the account, through `remember`, when someone is signed in);
 * else the cookie, which sign-in sets from the account; else English. Content files read in it for the whole request
 * (../i18n/request-language.ts), error messages included.
 */
export function language(options: { https: boolean; remember?: (c: Context, language: Language) => Promise<void> }): MiddlewareHandler<LanguageEnv> {
  return async (c, next) => {
    const asked = asLanguage(c.req.query('lang'));
    const cookie = getCookie(c, LANGUAGE_COOKIE);
    const chosen = chooseLanguage({ query: asked, cookie });
    if (asked && asked !== cookie) {
      rememberLanguageCookie(c, asked, options.https);
      await options.remember?.(c, asked);
    }
    c.set('language', chosen);
    await inLanguage(chosen, next);
    // The same address answers in either language, by cookie.
    if (!c.req.path.startsWith('/build/')) c.header('Vary', 'Cookie', { append: true });
    c.header('Content-Language', chosen);
  };
}
