import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import apiErrors from '../../schemas/copy/api-errors.json';

/** How deep a request body may nest: a will is a handful of levels; 20,000 overflowed better-auth's body merge. */
export const MAX_JSON_DEPTH = 32;
/** The longest email address (RFC 5321's path limit less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
/** The longest value any field of an auth request may have (a name, a password, a token, a callback path). */
export const MAX_AUTH_FIELD_LENGTH = 1_000;

const EMAIL_FIELDS = new Set(['email', 'newEmail']);

type ReadBody = { text: string; json: unknown };
export type JsonBodyEnv = { Variables: { jsonBody: ReadBody | undefined } };

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
function bodyText(c: Context): Promise<string> {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage && incoming.headers['content-length'] !== undefined && !incoming.readableDidRead) {
    return readAll(incoming);
  }
  return c.req.text();
}

/**
 * What is wrong with a parsed body before any handler may see it, or null: nesting past MAX_JSON_DEPTH, a NUL
 * character in any key or string (PostgreSQL's text cannot hold one: it answered 500 where SQLite stored it), and on
 * the auth routes a field longer than its bound (the email, then anything else). Walked with a stack, not
 * recursion, so no depth of body can overflow it.
 */
export function bodyProblem(json: unknown, auth: boolean): string | null {
  const stack: [unknown, number, string | null][] = [[json, 0, null]];
  while (stack.length) {
    const [value, depth, key] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return apiErrors.nulCharacter;
      if (auth && key !== null && EMAIL_FIELDS.has(key) && value.length > MAX_EMAIL_LENGTH) return apiErrors.emailTooLong;
      if (auth && value.length > MAX_AUTH_FIELD_LENGTH) return apiErrors.fieldTooLong;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return apiErrors.tooDeep;
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1, null]);
      continue;
    }
    for (const [name, item] of Object.entries(value)) {
      if (name.includes('\u0000')) return apiErrors.nulCharacter;
      if (auth && name.length > MAX_AUTH_FIELD_LENGTH) return apiErrors.fieldTooLong;
      stack.push([item, depth + 1, name]);
    }
  }
  return null;
}

const badRequest = (c: Context, message: string) => c.json({ type: 'bad_request', message }, 400);

/**
 * The one guard every API request passes before a handler, better-auth's included, reads it: its URL may not carry
 * an encoded NUL (a path or query value reaching a query), and a body is read once, parsed as JSON and checked by
 * bodyProblem, answering 400 to anything else. Handlers then take the parsed body from readJsonBody (and better-auth
 * a request rebuilt from its text, authRequest), so no body is parsed or merged before it was checked. Runs after
 * the content type and size checks: only a JSON body of at most the size limit gets here.
 */
export function jsonBodyGuard(authPath: string): MiddlewareHandler<JsonBodyEnv> {
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) return badRequest(c, apiErrors.nulCharacter);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const text = await bodyText(c);
    if (text === '') return next();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return badRequest(c, apiErrors.malformedJson);
    }
    const problem = bodyProblem(json, c.req.path.startsWith(authPath));
    if (problem) return badRequest(c, problem);
    c.set('jsonBody', { text, json });
    return next();
  };
}

/** The body jsonBodyGuard read and checked, or undefined when the request had none. */
export const checkedBody = (c: Context): ReadBody | undefined => (c.var as Partial<JsonBodyEnv['Variables']>).jsonBody;

/** The request as better-auth should read it: its body is the text the guard checked (the stream is spent). */
export function withCheckedBody(c: Context, request: Request): Request {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  return new Request(request.url, { method: request.method, headers: request.headers, body: checkedBody(c)?.text ?? null });
}
