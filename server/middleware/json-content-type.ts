import type { MiddlewareHandler } from 'hono';
import apiErrors from '../../schemas/copy/api-errors.json';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Every API body is JSON: a POST, PUT or PATCH whose body is anything else is refused with 415. A form or
 * text/plain post is a "simple" request that a foreign page can send without a CORS preflight, so accepting it
 * would leave the origin check as the only guard. A body-less request (sign-out, resubmit) needs no type.
 */
export function jsonContentType(): MiddlewareHandler {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    const type = c.req.header('content-type');
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (type === undefined ? hasBody : !JSON_TYPE.test(type)) {
      return c.json({ type: 'unsupported_media_type', message: apiErrors.notJson }, 415);
    }
    return next();
  };
}
