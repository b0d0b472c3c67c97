import { parseIsoDate } from '../calendar-date';
import { DRAFTING_COPY } from './drafting-copy';

/** An ISO date written out for a will, '5 May 2015'; the text unchanged when it is not a real date. */
export function longDate(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${date.day} ${DRAFTING_COPY.months[date.month - 1]} ${date.year}`;
}
