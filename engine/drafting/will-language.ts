import type { Language } from '../i18n/language';

/** The languages a will can be drafted in: English, Welsh, or both, clause after clause (the English prevails). */
export const WILL_LANGUAGES = ['en', 'cy', 'bilingual'] as const;
export type WillLanguage = (typeof WILL_LANGUAGES)[number];

/** A stored or posted value when it names one of the will's languages. */
export const asWillLanguage = (value: unknown): WillLanguage | undefined => WILL_LANGUAGES.find((language) => language === value);

/** The languages whose drafting copy a will in `language` reads: Welsh first in a bilingual will. */
export const languagesOf = (language: WillLanguage): Language[] => (language === 'bilingual' ? ['cy', 'en'] : [language]);
