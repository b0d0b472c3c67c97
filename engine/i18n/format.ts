/**
 * Dates, money, percentages and plurals in the reader's language, through the platform's Intl (Unicode CLDR):
 * Welsh month names ("5 Mawrth 2026") and Welsh's six plural forms (zero, one, two, few, many, other). Addresses and
 * names are never translated. Formatters are built once per language: building one costs more than using it.
 */
import { parseIsoDate } from '../time/calendar-date';
import { localeOf, type Language } from './language';

function cached<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let value = made.get(language);
    if (!value) made.set(language, (value = make(language)));
    return value;
  };
}

const longDates = cached((language) => new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const pounds = cached((language) => new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'GBP' }));
const wholePounds = cached((language) => new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }));
const percents = cached((language) => new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }));
const pluralRules = cached((language) => new Intl.PluralRules(localeOf(language)));

/** Milliseconds from 1970-01-01 to midnight UTC of a calendar date (Howard Hinnant's days_from_civil). */
function utcMidnight(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146097 + dayOfEra - 719468) * 86_400_000;
}

/** A calendar date (`2026-03-05`, or an instant's date part) in words: "5 March 2026", "5 Mawrth 2026"; the text
 * unchanged when it is not a real date. */
export function formatLongDate(isoDate: string, language: Language): string {
  const date = parseIsoDate(isoDate.slice(0, 10));
  return date ? longDates(language).format(utcMidnight(date.year, date.month, date.day)) : isoDate;
}

/** Pence as pounds: "£1,234.50", "£250" (whole pounds without pence). */
export function formatMoney(pence: number, language: Language): string {
  return (pence % 100 === 0 ? wholePounds : pounds)(language).format(pence / 100);
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

const londonDates = cached((language) => new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }));
const londonTimes = cached((language) => new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' }));
const londonDateTimes = cached((language) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }));

/** An instant (milliseconds since 1970) as its date in the UK: "5 March 2026", "5 Mawrth 2026". */
export const formatUkDate = (instant: number, language: Language) => londonDates(language).format(instant);
/** An instant's time of day in the UK, on the 24-hour clock: "14:05". */
export const formatUkTime = (instant: number, language: Language) => londonTimes(language).format(instant);
/** An instant's date and time in the UK: "5 March 2026 at 14:05", "5 Mawrth 2026 am 14:05". */
export const formatUkDateTime = (instant: number, language: Language) => londonDateTimes(language).format(instant);
