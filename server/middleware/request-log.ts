import { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
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
      answerCarriesId(c);
      const status = c.res.status;
      const level = status >= 500 ? 'error' : c.req.path.startsWith('/build/') ? 'debug' : 'info';
      log[level]({ method: c.req.method, path: redactPath(c.req.path), status, ms: Math.round(performance.now() - started) }, 'request');
    });
  return [requestId({ limitLength: 64 }), logAnswer];
}

/**
 * Puts the request's id on the answer even when a handler returned a Response of its own (better-auth's), which
 * drops what Hono's requestId set on the context. Served by @hono/node-server it goes on Node's response, which
 * merges it into the head it writes; otherwise on the Response, or on a copy when its headers are immutable.
 */
function answerCarriesId(c: Context<RequestLogEnv>) {
  const id = c.var.requestId;
  const outgoing: unknown = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse) {
    if (!outgoing.headersSent) outgoing.setHeader(REQUEST_ID_HEADER, id);
    return;
  }
  if (c.res.headers.get(REQUEST_ID_HEADER) === id) return;
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(REQUEST_ID_HEADER, id);
    c.res = copy;
  }
}

const REQUEST_ID_HEADER = 'X-Request-Id';
