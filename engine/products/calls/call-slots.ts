import { addWorkingDays } from '../../time/working-days';
import { londonInstant, londonWallClock } from '../../time/london-time';

/**
 * When a user can book a call with the team (/will/schedule-call): 30-minute slots from 9:00 to 17:00 on London's
 * clocks (the last starts at 16:30), on each of the next 10 working days after today (Monday to Friday, England and
 * Wales bank holidays skipped: engine/time/working-days.ts). Pure: `now` is a parameter.
 */
const CALL_SLOTS = { firstMinute: 9 * 60, endMinute: 17 * 60, length: 30, workingDays: 10 } as const;

/** The slots offered at `now` (an ISO 8601 instant), as the ISO 8601 UTC instants they start at, earliest first. */
export function offeredCallSlots(now: string): string[] {
  const today = londonWallClock(now).date;
  const slots: string[] = [];
  for (let n = 1; n <= CALL_SLOTS.workingDays; n++) {
    const day = addWorkingDays(today, n);
    for (let minute = CALL_SLOTS.firstMinute; minute < CALL_SLOTS.endMinute; minute += CALL_SLOTS.length) {
      slots.push(londonInstant(day, minute));
    }
  }
  return slots;
}

/** Whether `slot` is one of the slots offered at `now` (the exact instant a slot starts, as offeredCallSlots writes it). */
export function isOfferedCallSlot(slot: string, now: string): boolean {
  return offeredCallSlots(now).includes(slot);
}
