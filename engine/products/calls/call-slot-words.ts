import { dateAtTime, formatTwelveHour } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { contentLanguage } from '../../i18n/localised-content';
import { dayWords } from '../../time/day-words';
import { londonWallClock } from '../../time/london-time';

// Each takes the language it writes in; by default the reader's (the page's in the browser, the request's on the
// server, where the confirmation email is written in the user's language).

/** The day a slot (an ISO 8601 instant) falls on in London, in words: 'Monday 30 March 2026', or 'Monday 30 March'. */
export function slotDayInWords(slot: string, { withYear = true } = {}, language: Language = contentLanguage()): string {
  return dayWords(londonWallClock(slot).date, { withYear, language });
}

/** The time a slot starts on London's clocks, in words: '9:00am', '12:30pm', '4:30pm' ('4:30yh' in Welsh). */
export function slotTimeInWords(slot: string, language: Language = contentLanguage()): string {
  const { hour, minute } = londonWallClock(slot);
  return formatTwelveHour(hour, minute, language);
}

/** A slot in words, as the confirmation email and the screen say it: 'Monday 30 March 2026 at 9:30am'. */
export function slotInWords(slot: string, language: Language = contentLanguage()): string {
  return dateAtTime(slotDayInWords(slot, {}, language), slotTimeInWords(slot, language), language);
}

/** The London date (YYYY-MM-DD) a slot falls on, for grouping slots by day. */
export function slotDay(slot: string): string {
  return londonWallClock(slot).date;
}
