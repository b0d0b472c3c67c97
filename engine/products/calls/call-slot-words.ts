import type { CallBooking } from './call-booking';
import type { CallPage } from './call-page';
import type { Language } from '../../i18n/language';
import { contentIn, contentLanguage } from '../../i18n/localised-content';
import { interpolate } from '../../steps/interpolate';
import { dayWords } from '../../time/day-words';
import { londonWallClock } from '../../time/london-time';
import calendar from '../../../schemas/copy/calendar.json';

// Each writes in the language it is given; by default the reader's (the page's in the browser, the request's on the
// server, where the confirmation email is written). The words around the numbers are the calendar's copy.

/** The day a slot (an ISO 8601 instant) falls on in London, in words: 'Monday 30 March 2026', or 'Monday 30 March'. */
export function slotDayInWords(slot: string, { withYear = true } = {}, language: Language = contentLanguage()): string {
  return dayWords(londonWallClock(slot).date, { withYear, language });
}

/** The time a slot starts on London's clocks, on the 12-hour clock: '9:00am', '12:30pm', '4:30pm' ('4:30yh'). */
export function slotTimeInWords(slot: string, language: Language = contentLanguage()): string {
  const { hour, minute } = londonWallClock(slot);
  const words = contentIn(calendar, language);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')}${hour < 12 ? words.beforeNoon : words.afterNoon}`;
}

/** A slot in words, as the confirmation email and the screen say it: 'Monday 30 March 2026 at 9:30am'. */
export function slotInWords(slot: string, language: Language = contentLanguage()): string {
  return interpolate(contentIn(calendar, language).atTime, { date: slotDayInWords(slot, {}, language), time: slotTimeInWords(slot, language) });
}

/**
 * What the book-a-call steps load (their `source`), from the free slots and the user's call to come: those, and each
 * slot in the reader's words (./call-page.ts), written here, in the chunk that loads them, not in every step route's.
 */
export function callPageLoaded(slots: readonly string[], booking: CallBooking | null, language: Language = contentLanguage()): CallPage {
  const words = Object.fromEntries(
    [...slots, ...(booking ? [booking.slot] : [])].map((slot) => [
      slot,
      { time: slotTimeInWords(slot, language), day: slotDayInWords(slot, { withYear: false }, language), when: slotInWords(slot, language) },
    ]),
  );
  return { slots: [...slots], booking, words };
}
