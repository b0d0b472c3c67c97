type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A user as the browser may see it: everything but the serial id (ADR 0004; the hashid stands for the user). */
function publicUser(user: Json): Json {
  const { id: _id, ...rest } = user;
  return rest;
}

/** A session as the browser may see it: no serial ids, and no token (the HttpOnly cookie carries it). */
function publicSession(session: Json): Json {
  const { id: _id, userId: _userId, token: _token, ...rest } = session;
  return rest;
}

/**
 * better-auth's JSON answer with what must not reach the browser taken out: the serial user and session ids (ADR
 * 0004: serial ids never leave the server) and the session token, which better-auth also puts in the body for
 * bearer-token clients. A token in a body can be read by any script on the page, which the HttpOnly cookie exists
 * to prevent. Covers `{ token, user }` (sign-up, sign-in), `{ session, user }` (get-session) and lists of sessions.
 */
export function publicAuthBody(body: unknown): unknown {
  if (Array.isArray(body)) return body.map((item) => (isObject(item) && 'userId' in item ? publicSession(item) : item));
  if (!isObject(body)) return body;
  const { token: _token, ...rest } = body;
  if (isObject(rest.user)) rest.user = publicUser(rest.user);
  if (isObject(rest.session)) rest.session = publicSession(rest.session);
  return rest;
}

/** The same answer (status, cookies and other headers) with its JSON body made public by publicAuthBody. */
export async function publicAuthAnswer(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(publicAuthBody(body)), { status: response.status, statusText: response.statusText, headers });
}
