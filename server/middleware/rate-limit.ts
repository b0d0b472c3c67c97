import type { Context, MiddlewareHandler } from 'hono';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';

/** A key's fixed window: how many requests it has counted, and when it starts again (ms since the epoch). */
export type RateWindow = { count: number; resetAt: number };

/** Request counts per key in fixed windows, kept where every process serving the app sees them. */
export type RateCounter = {
  /** Counts one request against `key` at `now` (windows of `windowMs`) and answers the window as it now is. */
  count(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /** Forgets `key`'s count, e.g. once a sign-in has succeeded. */
  forget(key: string): Promise<void>;
};

/** Every this many counts, a process deletes the windows that have ended, so the table holds only live ones. */
const SWEEP_EVERY = 1_000;

/**
 * The counts in the request_count table (migration 0007): one atomic upsert a request, so two processes counting
 * the same key at once both count, and a client's budget is the same whichever process serves it.
 */
export function databaseRateCounter(db: AppDatabase): RateCounter {
  let untilSweep = SWEEP_EVERY;
  return {
    async count(key, windowMs, now) {
      if (--untilSweep <= 0) {
        untilSweep = SWEEP_EVERY;
        await db.deleteFrom('request_count').where('reset_at', '<=', now).execute();
      }
      const row = await db
        .insertInto('request_count')
        .values({ key, count: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const ended = eb('request_count.reset_at', '<=', now);
            return {
              count: eb.case().when(ended).then(1).else(eb('request_count.count', '+', 1)).end(),
              reset_at: eb.case().when(ended).then(now + windowMs).else(eb.ref('request_count.reset_at')).end(),
            };
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: row.reset_at };
    },
    async forget(key) {
      await db.deleteFrom('request_count').where('key', '=', key).execute();
    },
  };
}

/** The 429 answer of a spent budget, saying when to try again. */
export function rateLimited(c: Context, window: RateWindow, now: number, message: string) {
  c.header('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - now) / 1000))));
  return c.json({ type: 'rate_limited', message }, 429);
}

export type RateLimitOptions<E extends object> = {
  /** Names the budget, so budgets kept by one counter never mix. */
  name: string;
  max: number;
  windowSeconds: number;
  clock: Clock;
  counter: RateCounter;
  /** Whose budget a request spends: a client address, a user id. */
  key: (c: Context<E & { Variables: Record<string, unknown> }>) => string;
  message: string;
};

/** A fixed-window limit of `max` requests per `windowSeconds` per key, answering 429 past it. */
export function rateLimit<E extends object>({ name, max, windowSeconds, clock, counter, key, message }: RateLimitOptions<E>): MiddlewareHandler<E & { Variables: Record<string, unknown> }> {
  return async (c, next) => {
    const now = clock.now().getTime();
    const window = await counter.count(`${name}:${key(c)}`, windowSeconds * 1000, now);
    if (window.count > max) return rateLimited(c, window, now, message);
    return next();
  };
}

/**
 * The key of a count per signed-in user, `user-<id>`: marked so that erasing an account (server/account/erasure-plan.ts)
 * finds its counts and never a client address's (an IPv6 address such as ::1 also ends in a digit).
 */
export const userLimitKey = (c: { var: { user: { id: string } } }) => `user-${c.var.user.id}`;

/** The end of every per-user count's key in request_count (`<limit name>:user-<id>`). */
export const userLimitKeySuffix = (userId: string) => `:user-${userId}`;
