import { parseIsoDate } from '../time/calendar-date';
import { formatLongDate } from '../i18n/format';
import { DRAFTING_COPY, draftingLanguage } from './drafting-copy';

/** An ISO date written out for a will, '5 May 2015' ('5 Mai 2015' in Welsh); the text unchanged when it is not a real date. */
export function longDate(iso: string): string {
  if (draftingLanguage() !== 'en') return formatLongDate(iso, draftingLanguage());
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${date.day} ${DRAFTING_COPY.months[date.month - 1]} ${date.year}`;
}
