import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import { rateLimited, type RateCounter } from '../middleware/rate-limit';
import apiErrors from '../../schemas/copy/api-errors.json';

export type SignInAccountLimitOptions = { counter: RateCounter; clock: Clock; max: number; windowSeconds: number };

/** The address a sign-in names, as better-auth compares it (lower case), or null when the body names none. */
async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null; // not JSON: better-auth answers it
  }
}

/**
 * Slows password guessing against one account from many addresses, which the per-address limit cannot see: at most
 * `max` sign-ins per address typed in `windowSeconds`, counted in the database so every process shares the count.
 * A successful sign-in clears it, so only failures add up for the account's owner. Every attempt is counted before
 * it is tried, so parallel guesses cannot slip past the limit; past it even the right password waits (429), or
 * the answer would tell a guesser they had found it. Keyed by the address as typed, whether or not it has an
 * account, so the 429 says nothing about which addresses do.
 */
export function signInAccountLimit({ counter, clock, max, windowSeconds }: SignInAccountLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const email = await emailOf(c.req.raw);
    if (!email) return next();
    const key = `sign-in:${email}`;
    const now = clock.now().getTime();
    const window = await counter.count(key, windowSeconds * 1000, now);
    if (window.count > max) return rateLimited(c, window, now, apiErrors.rateLimited);
    await next();
    if (c.res.status === 200) await counter.forget(key);
  };
}
