import { parseIsoDate } from '../../time/calendar-date';

/** Adult age threshold (SPEC 9): partners, guardians, executors, and children who no longer need guardians. */
const ADULT_AGE = 18;

/**
 * Whole years from `birthday` to `today` (both ISO dates); null when either is not a real date.
 * Someone born on 29 February turns a year older on 1 March in non-leap years.
 */
export function ageOn(birthday: string, today: string): number | null {
  const born = parseIsoDate(birthday);
  const now = parseIsoDate(today);
  if (!born || !now) return null;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/** True when someone born on `birthday` is 18 or older on `today`; false for an unreadable date. */
export function isAdult(birthday: string, today: string): boolean {
  const age = ageOn(birthday, today);
  return age !== null && age >= ADULT_AGE;
}
