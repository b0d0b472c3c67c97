/**
 * The page's language: the server wrote it into `<html lang>` (the visitor's choice, their account's, or English),
 * and it holds for the page load: the language switch loads the same address again in the other language. Imported
 * first by web/main.tsx, so every content file reads in it from the first module on.
 */
import { contentLanguage, installContentLanguage, languageOfTag } from '../../engine/i18n/localised-content';
import type { Language } from '../../engine/i18n/language';

/**
 * The language `<html lang>` names (English when none we offer). Drawn on the server (a signed-in page, the build's
 * prerender) there is no document: the language is the one the server's own host reads (the request's, the page's).
 */
export const pageLanguage = (): Language =>
  globalThis.document ? (languageOfTag(globalThis.document.documentElement.lang) ?? 'en') : contentLanguage();

// In a browser only: installed on the server, it would replace the host that reads each request's language.
if (globalThis.document) installContentLanguage({ language: pageLanguage });
