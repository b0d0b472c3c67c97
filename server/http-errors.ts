import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import apiErrors from '../schemas/copy/api-errors.json';

export type FieldErrors = Record<string, string[]>;

/** A 422 answer in the API contract's shape; `extra` carries e.g. the unchanged state. */
export function validationError(message: string, fields: FieldErrors, extra: Record<string, unknown> = {}) {
  return new HTTPException(422, {
    res: Response.json({ type: 'validation', message, fields, ...extra }, { status: 422 }),
  });
}

/** The JSON body of a request, or a 400 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, {
      res: Response.json({ type: 'bad_request', message: apiErrors.malformedJson }, { status: 400 }),
    });
  }
}

/** The single error handler: request errors keep their status, anything else is logged and hidden. */
export function onError(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    if (err.res) return err.res;
    return c.json({ type: 'error', message: err.message }, err.status);
  }
  console.error(err);
  return c.json({ type: 'error', message: apiErrors.unexpected }, 500);
}
