/**
 * How long a session lasts: it ends after 30 minutes without a request, and 12 hours after sign-in
 * whatever the activity; the browser warns a minute before either.
 */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
export const SESSION_WARNING_SECONDS = 60;
/** A session in use has its idle expiry pushed back at most once a minute (one write a minute per active user). */
export const SESSION_REFRESH_SECONDS = 60;

/** The expiry (ms since the epoch) a refreshed session may have: the one proposed, never past 12 hours from sign-in. */
export function cappedSessionExpiry(createdAtMs: number, proposedMs: number): number {
  return Math.min(proposedMs, createdAtMs + SESSION_MAX_SECONDS * 1000);
}

/** Whether a session signed in at `createdAtMs` has passed its 12 hours at `nowMs`, whatever its expiry says. */
export function sessionPastMaximum(createdAtMs: number, nowMs: number): boolean {
  return nowMs >= createdAtMs + SESSION_MAX_SECONDS * 1000;
}
