import { parseIsoDate } from '../../time/calendar-date';

/** The typed parts of a date, as strings so that partial input survives (SPEC 5 date-validity check). */
export type DateParts = { day: string; month: string; year: string };

const EARLIEST_YEAR = 1900;

/**
 * True when `value` is a real calendar date written YYYY-MM-DD, in or after 1900 and not after `today`
 * (also YYYY-MM-DD; the caller supplies it, as engine code never reads the clock). Never throws.
 */
export function isValidIsoDate(value: string, today: string): boolean {
  const date = parseIsoDate(value);
  if (!date || !parseIsoDate(today) || date.year < EARLIEST_YEAR) return false;
  // Same-width ISO strings order the same way as the dates they name.
  return value <= today;
}

/**
 * Splits a stored 'YYYY-MM-DD' string (possibly partial, such as '1985-02-') into its parts; undefined, null or ''
 * give three empty parts. The inverse of `joinDateParts` for anything it produced.
 */
export function splitIsoDate(value: string | null | undefined): DateParts {
  if (!value) return { day: '', month: '', year: '' };
  const [year = '', month = '', day = ''] = value.split('-');
  return { day, month, year };
}

function padTwo(part: string): string {
  return part.length === 1 ? `0${part}` : part;
}

/**
 * Joins typed day, month and year into 'YYYY-MM-DD', padding a one-digit day or month with a zero. Returns '' when
 * every part is blank; otherwise keeps whatever was typed (a blank part stays blank), so incomplete or impossible input
 * gives a string that fails `isValidIsoDate` rather than being dropped, e.g. '1985-02-' or '1985-02-30'.
 */
export function joinDateParts(parts: DateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day && !month && !year) return '';
  return `${year}-${padTwo(month)}-${padTwo(day)}`;
}
