/** The only place the server reads the time; tests pass a fixed clock. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

// Built once: constructing an Intl.DateTimeFormat costs about half a millisecond, more than a whole will check.
const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** Today's date in the UK as an ISO YYYY-MM-DD string, for the engine's age rules. */
export function todayOf(clock: Clock): string {
  return ukDate.format(clock.now());
}
