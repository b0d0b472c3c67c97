import { parseIsoDate } from './calendar-date';
import { formatLongDate } from '../i18n/format';
import { contentLanguage } from '../i18n/localised-content';
import { epochDay } from './instant';
import copy from '../../schemas/copy/tracker.json';

/**
 * 'Tuesday 24 November 2026' for '2026-11-24' (GOV.UK style: no comma after the weekday): how the review's due date
 * reads on every screen and in every email, in the reader's language. The text unchanged when it is not a real date.
 */
export function dayWords(date: string): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  // 1 January 1970 was a Thursday.
  const weekday = (((epochDay(parsed.year, parsed.month, parsed.day) + 4) % 7) + 7) % 7;
  return `${copy.weekdays[weekday]} ${formatLongDate(date, contentLanguage())}`;
}
