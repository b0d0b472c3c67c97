import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';

/** A key's fixed window: when it started (ms) and how many requests it has counted. */
export type RateWindow = { start: number; count: number };

/**
 * Counts one request against `key` in fixed windows of `windowMs`, at `now`, and answers the window as it now is.
 * In one process it is memoryRateCounter; in a cluster every worker asks the primary's (server/cluster/), so a
 * client's budget is the same whichever worker serves it.
 */
export type RateCounter = (key: string, windowMs: number, now: number) => Promise<RateWindow>;

const SWEEP_ABOVE = 10_000;

/** The counts in this process's memory; windows that have ended are swept out once there are many. */
export function memoryRateCounter(): RateCounter {
  const windows = new Map<string, RateWindow>();
  return async (key, windowMs, now) => {
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
      if (windows.size > SWEEP_ABOVE) for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
    }
    window.count += 1;
    return { ...window };
  };
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
  const length = windowSeconds * 1000;
  return async (c, next) => {
    const now = clock.now().getTime();
    const window = await counter(`${name}:${key(c)}`, length, now);
    if (window.count > max) {
      c.header('Retry-After', String(Math.ceil((window.start + length - now) / 1000)));
      return c.json({ type: 'rate_limited', message }, 429);
    }
    return next();
  };
}
