import type { MiddlewareHandler } from 'hono';
import { readJson } from '../http-errors';

/**
 * A route's JSON body as a Hono validator: read once by the app's body guard (json-body.ts), then checked by the
 * route's own `parse`, which throws the route's own 422 with its own messages. The handler takes the checked value
 * with `c.req.valid('json')`, and the typed client (web/api, `hc`) may send only that shape: `In`, when what the
 * browser sends is wider than what `parse` accepts (a step's id typed as any text, refused with the route's 422).
 */
export function jsonInput<T extends object, In extends object = T>(parse: (body: unknown) => T): MiddlewareHandler<any, string, { in: { json: In }; out: { json: T } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', parse(await readJson(c)));
    await next();
  };
}

/**
 * The JSON body's shape, for the typed client only, where the handler reads and checks the body itself: its checks
 * come in an order its answers depend on (a readiness or a 404 check before the body's), or need what it loads first.
 * The handler cannot take the body from `c.req.valid`: only `in` is declared.
 */
export function jsonShape<T extends object>(): MiddlewareHandler<any, string, { in: { json: T } }> {
  return async (_c, next) => {
    await next();
  };
}

/** The query string's parameters, for the typed client only: the handler reads and checks them itself. */
export function queryShape<T extends Record<string, string | undefined>>(): MiddlewareHandler<any, string, { in: { query: T } }> {
  return async (_c, next) => {
    await next();
  };
}
