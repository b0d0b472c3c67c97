import { instantMs } from '../../time/instant';
import { londonWallClock } from '../../time/london-time';

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The day a slot (an ISO 8601 instant) falls on in London, in words: 'Monday 30 March 2026', or 'Monday 30 March'. */
export function slotDayInWords(slot: string, { withYear = true } = {}): string {
  const p = Object.fromEntries(dayFormat.formatToParts(instantMs(slot) ?? Number.NaN).map((part) => [part.type, part.value]));
  return withYear ? `${p.weekday} ${p.day} ${p.month} ${p.year}` : `${p.weekday} ${p.day} ${p.month}`;
}

/** The time a slot starts on London's clocks, in words: '9:00am', '12:30pm', '4:30pm'. */
export function slotTimeInWords(slot: string): string {
  const { hour, minute } = londonWallClock(slot);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

/** A slot in words, as the confirmation email and the screen say it: 'Monday 30 March 2026 at 9:30am'. */
export function slotInWords(slot: string): string {
  return `${slotDayInWords(slot)} at ${slotTimeInWords(slot)}`;
}

/** The London date (YYYY-MM-DD) a slot falls on, for grouping slots by day. */
export function slotDay(slot: string): string {
  return londonWallClock(slot).date;
}
