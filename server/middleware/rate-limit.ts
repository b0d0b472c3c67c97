import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';

/** The caller's address as the proxy reports it, else the socket's; one bucket for all when neither is known. */
function clientKey(headers: Headers, remote: string | undefined): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || remote || 'unknown';
}

/**
 * A fixed-window limit of `max` requests per `windowSeconds` per client address, answering 429 past it. In memory:
 * enough for one process; several processes would share it through the database instead.
 */
export function rateLimit({ max, windowSeconds, clock }: { max: number; windowSeconds: number; clock: Clock }): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const now = clock.now().getTime();
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    const key = clientKey(c.req.raw.headers, incoming?.socket?.remoteAddress);
    let window = windows.get(key);
    if (!window || now - window.start >= windowSeconds * 1000) {
      window = { start: now, count: 0 };
      windows.set(key, window);
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= windowSeconds * 1000) windows.delete(k);
    }
    window.count += 1;
    if (window.count > max) {
      c.header('Retry-After', String(Math.ceil((window.start + windowSeconds * 1000 - now) / 1000)));
      return c.json({ type: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' }, 429);
    }
    return next();
  };
}
