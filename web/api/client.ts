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

/** Calls the JSON API on this origin (`signal` cancels it); any non-2xx answer throws an ApiError. */
export async function api<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method,
    signal,
    credentials: 'same-origin',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { message: text };
  }
  if (!response.ok) {
    const error = new ApiError(response.status, (json ?? {}) as ApiError['body']);
    if (error.status === 403 && error.body.type === 'email_unverified') globalThis.dispatchEvent?.(new CustomEvent(EMAIL_UNVERIFIED_EVENT, { detail: error.message }));
    if (error.status === 401 && !path.startsWith('/api/auth/')) globalThis.dispatchEvent?.(new Event(SESSION_ENDED_EVENT));
    throw error;
  }
  return json as T;
}
