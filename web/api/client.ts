import type { ClientResponse, InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { hc } from 'hono/client';
import type { AppType } from '../../server/app';

/** A refused API call, with the server's JSON answer (e.g. `{type: "validation", message, fields}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type?: string; message?: string; fields?: Record<string, string[]>; state?: unknown } & Record<string, unknown>,
  ) {
    super(body.message ?? `Request failed (${status})`);
  }
}

/** Announced on `window` when the server refuses a call until the address is confirmed; its detail is the message. */
export const EMAIL_UNVERIFIED_EVENT = 'will-writer:email-unverified';
/** Announced on `window` when the server answers 401: a session the page thought it had has ended. */
export const SESSION_ENDED_EVENT = 'will-writer:session-ended';

/** A body's JSON: null when empty, `{message}` when it is not JSON (a proxy's error page). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { message: text };
  }
}

const isRecord = (value: unknown): value is ApiError['body'] => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws the ApiError of a non-2xx answer, announcing an unconfirmed address or an ended session first. */
async function refuse(path: string, response: Response): Promise<never> {
  const body = await bodyOf(response);
  const error = new ApiError(response.status, isRecord(body) ? body : {});
  if (error.status === 403 && error.body.type === 'email_unverified') globalThis.dispatchEvent?.(new CustomEvent(EMAIL_UNVERIFIED_EVENT, { detail: error.message }));
  if (error.status === 401 && !path.startsWith('/api/auth/')) globalThis.dispatchEvent?.(new Event(SESSION_ENDED_EVENT));
  throw error;
}

/** The fetch every call goes through: this origin's cookies, JSON asked for, and any non-2xx answer thrown as an ApiError. */
async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const response = await fetch(path, { ...init, credentials: 'same-origin', headers });
  if (!response.ok) await refuse(path, response);
  return response;
}

/**
 * The typed client of the app's API, `hc<AppType>` (server/app.ts): each route's path, request and answers by status
 * come from the server's own code, so an answer that changes there fails to compile here.
 */
export const client = hc<AppType>('/', { fetch: (input: RequestInfo | URL, init?: RequestInit) => apiFetch(String(input), init) });

/** The JSON of a 2xx answer as the route types it; any other status was thrown already (apiFetch). */
export type Answer<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** The 2xx answer of one of the client's calls, e.g. `AnswerOf<typeof client.api.cart.$get>`. */
export type AnswerOf<F> = InferResponseType<F, SuccessStatusCode>;

/**
 * Awaits a typed call and reads its 2xx answer; a refused call throws an ApiError. The one place an answer's type is
 * stated, as hc's own `response.json()` does: the type is the route's, inferred from the server's code, never written here.
 */
export async function answerOf<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Answer<R>> {
  return bodyOf(await request) as Promise<Answer<R>>;
}

/**
 * Calls an API route that is not the app's own typed code (better-auth's, under /api/auth/): its answer is unknown
 * until the caller checks it.
 */
export async function api(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  const init: RequestInit = { method, signal, body: body === undefined ? undefined : JSON.stringify(body), headers: body === undefined ? {} : { 'Content-Type': 'application/json' } };
  return bodyOf(await apiFetch(path, init));
}
