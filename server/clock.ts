/** The only place the server reads the time; tests pass a fixed clock. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** Today's date in the UK as an ISO YYYY-MM-DD string, for the engine's age rules. */
export function todayOf(clock: Clock): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(clock.now());
}
