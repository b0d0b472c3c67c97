/** Today in the UK as YYYY-MM-DD: the web layer reads the clock and hands it to the engine. */
export function todayInUk(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}
