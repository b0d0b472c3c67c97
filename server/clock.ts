/** The only place the server reads the time; tests pass a fixed clock. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

// Built once: constructing an Intl.DateTimeFormat costs about half a millisecond, more than a whole will check.
const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

// Formatting still costs ~20 µs, on every save: the last answer is kept for the rest of its minute. UK time
// changes date only on a whole minute (midnight, in GMT or BST), so the answer is the same for the whole minute.
let last = { minute: NaN, date: '' };

/** Today's date in the UK as an ISO YYYY-MM-DD string, for the engine's age rules. */
export function todayOf(clock: Clock): string {
  const now = clock.now();
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== last.minute) last = { minute, date: ukDate.format(now) };
  return last.date;
}

/** The UK date (YYYY-MM-DD) of an instant, so stored times compare with todayOf's dates in summer time too. */
export function ukDateOf(instant: Date): string {
  return ukDate.format(instant);
}
