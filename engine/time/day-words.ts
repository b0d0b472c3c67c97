import { parseIsoDate } from './calendar-date';
import { formatLongDate } from '../i18n/format';
import type { Language } from '../i18n/language';
import { contentIn, contentLanguage } from '../i18n/localised-content';
import { epochDay } from './instant';
import calendar from '../../schemas/copy/calendar.json';

/**
 * 'Tuesday 24 November 2026' for '2026-11-24' (GOV.UK style: no comma after the weekday), or 'Tuesday 24 November'
 * without its year: how the review's due date and a call's day read on every screen and in every email, in the
 * reader's language unless another is named. The text unchanged when it is not a real date.
 */
export function dayWords(date: string, { withYear = true, language = contentLanguage() }: { withYear?: boolean; language?: Language } = {}): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  // 1 January 1970 was a Thursday.
  const weekday = (((epochDay(parsed.year, parsed.month, parsed.day) + 4) % 7) + 7) % 7;
  const long = formatLongDate(date, language);
  return `${contentIn(calendar, language).weekdays[weekday]} ${withYear ? long : long.slice(0, long.lastIndexOf(' '))}`;
}
