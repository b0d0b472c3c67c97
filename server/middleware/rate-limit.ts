import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';

export type RateLimitOptions<E extends object> = {
  max: number;
  windowSeconds: number;
  clock: Clock;
  /** Whose budget a request spends: a client address, a user id. */
  key: (c: Context<E & { Variables: Record<string, unknown> }>) => string;
  message: string;
};

/**
 * A fixed-window limit of `max` requests per `windowSeconds` per key, answering 429 past it. In memory: enough for
 * one process; several processes would share it through the database instead.
 */
export function rateLimit<E extends object>({ max, windowSeconds, clock, key, message }: RateLimitOptions<E>): MiddlewareHandler<E & { Variables: Record<string, unknown> }> {
  const windows = new Map<string, { start: number; count: number }>();
  const length = windowSeconds * 1000;
  return async (c, next) => {
    const now = clock.now().getTime();
    const id = key(c);
    let window = windows.get(id);
    if (!window || now - window.start >= length) {
      window = { start: now, count: 0 };
      windows.set(id, window);
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= length) windows.delete(k);
    }
    window.count += 1;
    if (window.count > max) {
      c.header('Retry-After', String(Math.ceil((window.start + length - now) / 1000)));
      return c.json({ type: 'rate_limited', message }, 429);
    }
    return next();
  };
}
