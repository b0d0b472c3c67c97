import Holidays from 'date-holidays';
import { daysInMonth, parseIsoDate, type CalendarDate } from './calendar-date';

/**
 * Working days in England and Wales: Monday to Friday except the bank holidays, substitute days included, as the
 * date-holidays package has them for GB-ENG (England and Wales share one list). Used for the urgent will's due date
 * (SPEC 1: delivery within two working days).
 */
const englandAndWales = new Holidays('GB', 'ENG', { types: ['public', 'bank'] });

const holidaysByYear = new Map<number, Set<string>>();

/** The year's bank holidays as YYYY-MM-DD strings (date-holidays gives each as local 'YYYY-MM-DD hh:mm:ss'). */
function bankHolidays(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(englandAndWales.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)));
    holidaysByYear.set(year, days);
  }
  return days;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isoOf = ({ year, month, day }: CalendarDate) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

function nextDay({ year, month, day }: CalendarDate): CalendarDate {
  if (day < daysInMonth(year, month)) return { year, month, day: day + 1 };
  if (month < 12) return { year, month: month + 1, day: 1 };
  return { year: year + 1, month: 1, day: 1 };
}

/** 0 for Sunday to 6 for Saturday (Sakamoto's method, Gregorian calendar). */
function weekday({ year, month, day }: CalendarDate): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const y = month < 3 ? year - 1 : year;
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + offsets[month - 1]! + day) % 7;
}

function parse(date: string): CalendarDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not an ISO date: ${date}`);
  return parsed;
}

/** Whether `date` (YYYY-MM-DD) is a working day in England and Wales. */
export function isWorkingDay(date: string): boolean {
  const day = parse(date);
  const dayOfWeek = weekday(day);
  return dayOfWeek !== 0 && dayOfWeek !== 6 && !bankHolidays(day.year).has(isoOf(day));
}

/**
 * The date `count` working days after `date` (both YYYY-MM-DD): the days after it are counted, skipping weekends
 * and England and Wales bank holidays, so Thursday 2026-12-24 plus 2 is Tuesday 2026-12-29 (Christmas Day, Boxing
 * Day's substitute on Monday 28th and the weekend skipped).
 */
export function addWorkingDays(date: string, count: number): string {
  if (!Number.isInteger(count) || count < 0) throw new Error(`Working days must be a whole number of at least 0, got ${count}`);
  let day = parse(date);
  for (let left = count; left > 0; ) {
    day = nextDay(day);
    if (isWorkingDay(isoOf(day))) left -= 1;
  }
  return isoOf(day);
}
