import { createHmac } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';

/** A key's fixed window: how many requests it has counted, and when it starts again (ms since the epoch). */
export type RateWindow = { count: number; resetAt: number };

/**
 * Request counts per budget and subject (a client address, an email address, a user) in fixed windows, kept where
 * every process serving the app sees them.
 */
export type RateCounter = {
  /** Counts one request of `subject` against `budget` at `now` (windows of `windowMs`); answers the window as it now is. */
  count(budget: string, subject: string, windowMs: number, now: number): Promise<RateWindow>;
  /** Forgets `subject`'s count in `budget`, e.g. once a sign-in has succeeded. */
  forget(budget: string, subject: string): Promise<void>;
};

/**
 * How a subject is stored: a keyed hash (HMAC-SHA256 with the server secret, 43 characters), never the address or
 * email itself. A row's size is then fixed whatever a client sends, and the table names no one: an erased account's
 * address cannot come back as a key, and without the secret a key cannot be matched to an address by guessing.
 */
export const rateSubjectKey = (secret: string, subject: string) => createHmac('sha256', secret).update(subject).digest('base64url');

/** The request_count key of `subject`'s count in `budget`. */
export const rateRowKey = (secret: string, budget: string, subject: string) => `${budget}:${rateSubjectKey(secret, subject)}`;

/** Every this many counts, a process deletes the windows that have ended, so the table holds only live ones. */
const SWEEP_EVERY = 1_000;

/**
 * The counts in the request_count table (migration 0007): one atomic upsert a request, so two processes counting
 * the same key at once both count, and a client's budget is the same whichever process serves it.
 */
export function databaseRateCounter(db: AppDatabase, secret: string): RateCounter {
  let untilSweep = SWEEP_EVERY;
  return {
    async count(budget, subject, windowMs, now) {
      const key = rateRowKey(secret, budget, subject);
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
    async forget(budget, subject) {
      await db.deleteFrom('request_count').where('key', '=', rateRowKey(secret, budget, subject)).execute();
    },
  };
}

/**
 * The 429 answer of a spent budget, saying when to try again. Built with `new Response` on the Response of the
 * moment: @hono/node-server replaces the global Response when it serves, and better-auth keeps a plugin's answer
 * only if it is `instanceof` that one (Response.json makes Node's own, which better-auth then dropped for a 401).
 */
export function rateLimited(window: RateWindow, now: number, message: string): Response {
  const retryAfter = String(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
  return new Response(JSON.stringify({ type: 'rate_limited', message }), { status: 429, headers: { 'content-type': 'application/json', 'Retry-After': retryAfter } });
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
    const window = await counter.count(name, key(c), windowSeconds * 1000, now);
    if (window.count > max) return rateLimited(window, now, message);
    return next();
  };
}

/** The subject of a count per signed-in user, `user-<id>`: marked so that it is never also a client address's. */
const userSubject = (userId: string) => `user-${userId}`;
export const userLimitKey = (c: { var: { user: { id: string } } }) => userSubject(c.var.user.id);

/** The end of every per-user count's key in request_count (`<limit name>:<hash of user-<id>>`), for erasing them. */
export const userLimitKeySuffix = (secret: string, userId: string) => `:${rateSubjectKey(secret, userSubject(userId))}`;
