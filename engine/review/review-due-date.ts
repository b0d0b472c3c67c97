import { londonWallClock } from '../time/london-time';
import { addWorkingDays, isWorkingDay } from '../time/working-days';

/** SPEC 1: an urgent will is reviewed and delivered within two working days. */
export const URGENT_WORKING_DAYS = 2;

/** The standard turnaround when the configuration sets none (REVIEW_WORKING_DAYS). */
export const DEFAULT_REVIEW_WORKING_DAYS = 5;

/** A submission at or after 17:30 on London's clocks reaches the legal team the next working day. */
const REVIEW_CUT_OFF_MINUTES = 17 * 60 + 30;

/**
 * The working day a submission made at `instant` (ISO 8601 UTC) reaches the legal team: that day when it is a working
 * day in England and Wales and the submission came before the cut-off, otherwise the next working day.
 */
export function reviewStartDay(instant: string): string {
  const { date, hour, minute } = londonWallClock(instant);
  return isWorkingDay(date) && hour * 60 + minute < REVIEW_CUT_OFF_MINUTES ? date : addWorkingDays(date, 1);
}

/** How many working days the legal team takes: URGENT_WORKING_DAYS for an urgent will, else the configured standard. */
export function reviewWorkingDays(urgent: boolean, standardWorkingDays: number): number {
  return urgent ? Math.min(URGENT_WORKING_DAYS, standardWorkingDays) : standardWorkingDays;
}

/**
 * The date (YYYY-MM-DD) by which a will submitted at `instant` is reviewed and emailed: `workingDays` working days
 * after the day it reaches the legal team (reviewStartDay), weekends and England and Wales bank holidays skipped.
 * Monday 10:00 plus 2 is Wednesday; Monday 18:00 plus 2 is Thursday; Saturday plus 2 is Wednesday.
 */
export function reviewDueDate(instant: string, workingDays: number): string {
  return addWorkingDays(reviewStartDay(instant), workingDays);
}
