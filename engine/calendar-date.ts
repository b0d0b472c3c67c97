/** Reading ISO 'YYYY-MM-DD' dates as numbers, for age arithmetic; validity for forms is date-validity.ts. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The year, month and day of an ISO date, or null when the text is not a real calendar date (e.g. 2023-02-29). */
export function parseIsoDate(text: unknown): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  // Date.UTC is pure arithmetic (no clock, no time zone) and rolls 31 April over to 1 May, exposing unreal dates.
  const rolled = new Date(Date.UTC(year, month - 1, day));
  return rolled.getUTCMonth() === month - 1 && rolled.getUTCDate() === day ? { year, month, day } : null;
}
