import type { MiddlewareHandler } from 'hono';
import { readJson } from '../http-errors';

/**
 * A route's JSON body as a Hono validator: read once by the app's body guard (json-body.ts), then checked by the
 * route's own `parse`, which throws the route's own 422 with its own messages. The handler takes the checked value
 * with `c.req.valid('json')`, and the typed client (web/api, `hc`) may send only that shape.
 */
export function jsonInput<T extends object>(parse: (body: unknown) => T): MiddlewareHandler<any, string, { in: { json: T }; out: { json: T } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', parse(await readJson(c)));
    await next();
  };
}
