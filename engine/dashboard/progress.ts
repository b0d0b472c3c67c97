/** SPEC 9 progress bar limits, in percent. */
const PROGRESS_MIN = 10;
const PROGRESS_MAX = 100;

/** Progress bar width in percent for `completed` of `available` steps, rounded and clamped to 10..100 (10 when none are available). */
export function progressPercent(completed: number, available: number): number {
  const raw = available > 0 ? Math.round((completed / available) * 100) : 0;
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, Number.isFinite(raw) ? raw : 0));
}
