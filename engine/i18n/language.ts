/** The languages the service is offered in. English is the language of the content files themselves. */
export const LANGUAGES = ['en', 'cy'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A value from a query string, a cookie or a stored column, when it names one of the languages. */
export function asLanguage(value: unknown): Language | undefined {
  return LANGUAGES.find((language) => language === value);
}

/** The BCP 47 locale the language's dates, money and plurals are formatted in. */
export const localeOf = (language: Language) => (language === 'cy' ? 'cy-GB' : 'en-GB');
