import { IncomingMessage } from 'node:http';
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

/** All of a Node request's body, as UTF-8 text. */
function readAll(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A 10 KB will usually arrives in one chunk, which needs no copy into a new buffer first.
    incoming.once('end', () => resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8')));
    incoming.once('error', reject);
  });
}

/**
 * The request's body as text. Served by @hono/node-server with a Content-Length (which the app's bodyLimit has
 * already checked, and Node's parser holds the body to), it is read straight from Node's IncomingMessage: going
 * through the web Request and its ReadableStream cost about a tenth of a will save. Anything else (a chunked body,
 * whose size bodyLimit counts on the Request's stream; tests calling app.request) reads the Request as usual.
 */
async function bodyText(c: Context): Promise<string> {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage && incoming.headers['content-length'] !== undefined && !incoming.readableDidRead) {
    return readAll(incoming);
  }
  return c.req.text();
}

/** The JSON body of a request, or a 400 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await bodyText(c));
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
