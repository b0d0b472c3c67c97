/** The typed parts of a date, as strings so that partial input survives (SPEC 5 date-validity check). */
export type DateParts = { day: string; month: string; year: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_YEAR = 1900;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * True when `value` is a real calendar date written YYYY-MM-DD, in or after 1900 and not after `today`
 * (also YYYY-MM-DD; the caller supplies it, as engine code never reads the clock). Never throws.
 */
export function isValidIsoDate(value: string, today: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match || !ISO_DATE.test(today)) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < EARLIEST_YEAR || month < 1 || month > 12) return false;
  if (day < 1 || day > daysInMonth(year, month)) return false;
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
