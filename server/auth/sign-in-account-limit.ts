import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Clock } from '../clock';
import { rateLimited, type RateCounter } from '../middleware/rate-limit';
import apiErrors from '../../schemas/copy/api-errors.json';

export type SignInAccountLimitOptions = { counter: RateCounter; clock: Clock; max: number; windowSeconds: number };

const SIGN_IN_PATH = '/sign-in/email';
/** The budget's name in request_count (erasing an account finds its count by it). */
export const SIGN_IN_BUDGET = 'sign-in';

/** The address a sign-in names, as better-auth compares it (lower case), or null when the body names none. */
function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

async function requestEmail(request: Request): Promise<string | null> {
  try {
    return emailOf(await request.clone().json());
  } catch {
    return null; // not JSON: better-auth answers it
  }
}

/**
 * Slows password guessing against one account from many addresses, which the per-address limit cannot see: at most
 * `max` sign-ins per address typed in `windowSeconds`, counted in the database so every process shares the count.
 * A better-auth plugin, so it counts only once better-auth's per-address limit has let the request through: an
 * anonymous client can add rows only as fast as that limit allows (and each row is a fixed-size keyed hash of the
 * address, server/middleware/rate-limit.ts; the app has bounded the address's length before, json-body.ts).
 * A successful sign-in clears the count, so only failures add up for the account's owner. Every attempt is counted
 * before it is tried, so parallel guesses cannot slip past the limit; past it even the right password waits (429),
 * or the answer would tell a guesser they had found it. Counted whether or not the address has an account, so the
 * 429 says nothing about which addresses do.
 */
export function signInAccountLimit({ counter, clock, max, windowSeconds }: SignInAccountLimitOptions): BetterAuthPlugin {
  return {
    id: 'sign-in-account-limit',
    onRequest: async (request, ctx) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== `${new URL(ctx.baseURL).pathname}${SIGN_IN_PATH}`) return;
      const email = await requestEmail(request);
      if (!email) return;
      const now = clock.now().getTime();
      const window = await counter.count(SIGN_IN_BUDGET, email, windowSeconds * 1000, now);
      if (window.count > max) return { response: rateLimited(window, now, apiErrors.rateLimited) };
    },
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (email && !isAPIError(ctx.context.returned)) await counter.forget(SIGN_IN_BUDGET, email);
          }),
        },
      ],
    },
  };
}
