import type { MiddlewareHandler } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { log, redactPath, withRequestId } from '../logger';

export type RequestLogEnv = { Variables: RequestIdVariables };

/**
 * Gives every request an id (the client's `X-Request-Id` when it is a short plain token, else a new UUID), sends it
 * back in `X-Request-Id`, puts it on every line logged while the request runs (server/logger.ts), and logs one line
 * per answer: method, path without its query and with token-like segments replaced, status and milliseconds. Built
 * files are logged at debug (a page loads dozens); server errors at error.
 */
export function requestLog(): MiddlewareHandler<RequestLogEnv>[] {
  const logAnswer: MiddlewareHandler<RequestLogEnv> = (c, next) =>
    withRequestId(c.var.requestId, async () => {
      const started = performance.now();
      await next();
      const status = c.res.status;
      const level = status >= 500 ? 'error' : c.req.path.startsWith('/build/') ? 'debug' : 'info';
      log[level]({ method: c.req.method, path: redactPath(c.req.path), status, ms: Math.round(performance.now() - started) }, 'request');
    });
  return [requestId({ limitLength: 64 }), logAnswer];
}
