/**
 * Dates, money, percentages and plurals in the reader's language, through the platform's Intl (Unicode CLDR):
 * Welsh month names ("5 Mawrth 2026") and Welsh's six plural forms (zero, one, two, few, many, other). Addresses and
 * names are never translated. Formatters are built once per language: building one costs more than using it.
 */
import { parseIsoDate } from '../time/calendar-date';
import { localeOf, type Language } from './language';
import { cached } from './money-format';
import { contentIn } from './localised-content';
import { interpolate } from '../steps/interpolate';
import calendar from '../../schemas/copy/calendar.json';

// Money has a module of its own, so a screen that writes an amount and no date loads only that.
export { formatMoney } from './money-format';

/**
 * Month names (Unicode CLDR's, as Intl gives them with full locale data). Written here rather than asked of the
 * platform's Intl because browsers built with reduced ICU data (Debian's Chromium among them) have no Welsh and fall
 * back to "December 8, 2026": a page drawn on the server must read the same in the browser that hydrates it.
 */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  cy: ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'],
};
const percents = cached((language) => new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }));
const pluralRules = cached((language) => new Intl.PluralRules(localeOf(language)));

/** A calendar date (`2026-03-05`, or an instant's date part) in words: "5 March 2026", "5 Mawrth 2026"; the text
 * unchanged when it is not a real date. */
export function formatLongDate(isoDate: string, language: Language): string {
  const date = parseIsoDate(isoDate.slice(0, 10));
  return date ? `${date.day} ${MONTHS[language][date.month - 1]} ${date.year}` : isoDate;
}

/** A share out of 100 ("25" for 25%): "25%", "12.5%". */
export function formatPercent(share: number, language: Language): string {
  return percents(language).format(share / 100);
}

/** The words for a count, in one text per CLDR plural form the language uses; `other` is always given. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of `forms` the language uses for `count` ("1 plentyn", "2 blentyn", "3 phlentyn", "6 o blant"). */
export function choosePlural(forms: PluralForms, count: number, language: Language): string {
  return forms[pluralRules(language).select(count)] ?? forms.other;
}

// The UK's calendar date and clock of an instant, in numbers (every ICU build has them): 2026-03-05, 14:05.
const londonDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });
const londonClock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' });

/** An instant (milliseconds since 1970) as its date in the UK: "5 March 2026", "5 Mawrth 2026". */
export const formatUkDate = (instant: number, language: Language) => formatLongDate(londonDay.format(instant), language);
/** An instant's time of day in the UK, on the 24-hour clock: "14:05". */
export const formatUkTime = (instant: number, _language: Language) => londonClock.format(instant);
/** An instant's date and time in the UK: "5 March 2026 at 14:05", "5 Mawrth 2026 am 14:05". */
export const formatUkDateTime = (instant: number, language: Language) =>
  interpolate(contentIn(calendar, language).atTime, { date: formatUkDate(instant, language), time: formatUkTime(instant, language) });
