/**
 * The language of the work in hand on the server: a request's (its `?lang`, cookie or account, see ./choose-language.ts)
 * or an email's (its account's). Content files (engine/i18n/localised-content.ts) read their texts in it, so an error
 * message, an email or a server-rendered page is worded in the reader's language without passing it around.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { installContentLanguage } from '../../engine/i18n/localised-content';
import type { Language } from '../../engine/i18n/language';

const current = new AsyncLocalStorage<Language>();

installContentLanguage({ language: () => current.getStore() ?? 'en' });

/** Runs `work` (and everything it awaits) in `language`. */
export const inLanguage = <T>(language: Language, work: () => T): T => current.run(language, work);

/** The language of the work in hand (English outside any request or email). */
export const requestLanguage = (): Language => current.getStore() ?? 'en';
