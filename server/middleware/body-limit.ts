import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as countingBodyLimit } from 'hono/body-limit';

export type BodyLimitOptions = { maxSize: number; onError: (c: Context) => Response | Promise<Response> };

/**
 * Hono's bodyLimit, answered from the headers when they settle it: a GET or HEAD has no body, and a request with a
 * Content-Length (and no Transfer-Encoding) is judged on it; Node's parser then holds the body to that length.
 * Hono's own version asks the web Request for its body stream first, which builds the whole Request: on a will
 * save that was a tenth of the cost. A chunked body is still counted as it streams, by Hono's bodyLimit.
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const counting = countingBodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counting(c, next);
    return Number(length) > options.maxSize ? options.onError(c) : next();
  };
}
