/**
 * The page's language: the server wrote it into `<html lang>` (the visitor's choice, their account's, or English),
 * and it holds for the page load: the language switch loads the same address again in the other language. Imported
 * first by web/main.tsx, so every content file reads in it from the first module on.
 */
import { installContentLanguage, languageOfTag } from '../../engine/i18n/localised-content';
import type { Language } from '../../engine/i18n/language';

/** The language `<html lang>` names (English when none we offer). */
export const pageLanguage = (): Language => languageOfTag(globalThis.document?.documentElement.lang) ?? 'en';

installContentLanguage({ language: pageLanguage });
