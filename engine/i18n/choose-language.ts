import { asLanguage, type Language } from './language';

/** Where a request's language may come from, each as received (unchecked). */
export type LanguageChoices = {
  /** `?lang=` on the address: a link or the language switch. */
  query?: unknown;
  /** The signed-in account's stored language. */
  account?: unknown;
  /** The `lang` cookie: a visitor's earlier choice on this browser. */
  cookie?: unknown;
};

/**
 * The language a request is answered in: what the address asks for, else the signed-in account's (it wins after
 * sign-in, so a shared browser's cookie never overrides the account), else the visitor's cookie, else English.
 * A value that names no language offered is passed over.
 */
export function chooseLanguage({ query, account, cookie }: LanguageChoices): Language {
  return asLanguage(query) ?? asLanguage(account) ?? asLanguage(cookie) ?? 'en';
}
