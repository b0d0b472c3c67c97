import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import apiErrors from '../schemas/copy/api-errors.json';
import { checkedBody } from './middleware/json-body';
import { log } from './logger';

export type FieldErrors = Record<string, string[]>;

/** A 422 answer in the API contract's shape; `extra` carries e.g. the unchanged state. */
export function validationError(message: string, fields: FieldErrors, extra: Record<string, unknown> = {}) {
  return new HTTPException(422, {
    res: Response.json({ type: 'validation', message, fields, ...extra }, { status: 422 }),
  });
}

/**
 * The JSON body of a request, as the app's body guard read and checked it (server/middleware/json-body.ts), or a 400
 * when there was none.
 */
export async function readJson(c: Context): Promise<unknown> {
  const body = checkedBody(c);
  if (body) return body.json;
  throw new HTTPException(400, {
    res: Response.json({ type: 'bad_request', message: apiErrors.malformedJson }, { status: 400 }),
  });
}

/** The single error handler: request errors keep their status, anything else is logged and hidden. */
export function onError(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    if (err.res) return err.res;
    return c.json({ type: 'error', message: err.message }, err.status);
  }
  log.error({ err }, 'unexpected error');
  return c.json({ type: 'error', message: apiErrors.unexpected }, 500);
}
