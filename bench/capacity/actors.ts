/**
 * The people of the capacity model, acting through the HTTP API exactly as the browser does: will writers who sign
 * up, save, read, sign in, fetch the draft PDF and pay on the local test gateway, and reviewers (with the second
 * factor the console requires) who deliver paid wills. Setting up state no request can reach (a confirmed address,
 * the reviewer role) goes straight to the database, as an operator or the confirmation link would.
 */
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { realisticWillPayload } from '../fixtures/realistic-will';

export const PASSWORD = 'correct horse battery';
const { revision: _unused, ...sections } = realisticWillPayload(0);
const SECTIONS_JSON = JSON.stringify(sections).slice(1);
export const willBody = (revision: number) => `{"revision":${revision},${SECTIONS_JSON}`;

export type Writer = { email: string; cookie: string; revision: number; busy: boolean };
export type Answer = { status: number; bytes: number };

/** One request; answers its status and body size (the body is read whole, as a browser would). */
export async function call(origin: string, path: string, init: { method?: string; cookie?: string; body?: string } = {}): Promise<Answer & { text: string; setCookie: string[] }> {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', origin, ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body,
  });
  const buffer = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: buffer.length, text: response.headers.get('content-type')?.includes('json') ? buffer.toString('utf8') : '', setCookie: response.headers.getSetCookie() };
}

const cookieOf = (setCookie: string[]) => setCookie.map((c) => c.split(';')[0]).join('; ');

/** Signs in; answers the session cookie, or throws with the status. */
export async function signIn(origin: string, email: string): Promise<{ status: number; cookie: string }> {
  const answer = await call(origin, '/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
  return { status: answer.status, cookie: cookieOf(answer.setCookie) };
}

/** A new will writer with a confirmed address and a complete will saved once (revision 1). */
export async function newWriter(origin: string, db: pg.Pool, name: string): Promise<Writer> {
  const email = `${name}@example.com`;
  const up = await call(origin, '/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify({ name: 'Eleanor Whitfield', email, password: PASSWORD }) });
  if (up.status !== 200) throw new Error(`sign-up of ${name}: ${up.status}`);
  await db.query('update "user" set "emailVerified" = true where email = $1', [email]);
  const { status, cookie } = await signIn(origin, email);
  if (status !== 200) throw new Error(`sign-in of ${name}: ${status}`);
  const first = await call(origin, '/api/will', { method: 'POST', cookie, body: willBody(0) });
  if (first.status !== 200) throw new Error(`first save of ${name}: ${first.status} ${first.text}`);
  return { email, cookie, revision: 1, busy: false };
}

/** One save of the writer's will at the revision they hold; keeps the revision the server answers. */
export async function save(origin: string, writer: Writer): Promise<Answer> {
  const answer = await call(origin, '/api/will', { method: 'POST', cookie: writer.cookie, body: willBody(writer.revision) });
  if (answer.status === 200) writer.revision = (JSON.parse(answer.text) as { revision: number }).revision;
  else if (answer.status === 409) writer.revision = (JSON.parse(answer.text) as { state: { revision: number } }).state.revision;
  return answer;
}

/** Checkout as the browser drives it on the local gateway: card, payment method, intent, confirmation, completion. */
export async function checkout(origin: string, writer: Writer): Promise<Answer> {
  const post = (path: string, json: unknown) => call(origin, path, { method: 'POST', cookie: writer.cookie, body: JSON.stringify(json) });
  const method = await post('/api/local-gateway/payment-methods', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
  if (method.status !== 200) return method;
  const id = (JSON.parse(method.text) as { id: string }).id;
  const registered = await post('/api/checkout/payment-method', { payment_method: id });
  if (registered.status !== 200) return registered;
  const intentAnswer = await post('/api/checkout/payment-intent', {});
  if (intentAnswer.status !== 200) return intentAnswer;
  const intent = JSON.parse(intentAnswer.text) as { order_id: string; payment_intent: { client_secret: string } | null };
  if (intent.payment_intent) {
    const confirmed = await post('/api/local-gateway/confirm', { client_secret: intent.payment_intent.client_secret, payment_method: id });
    if (confirmed.status !== 200) return confirmed;
  }
  return post('/api/checkout/complete', { order_id: intent.order_id });
}

/** A supervisor of the legal team: signed up, given the role and level in the database, second factor turned on through the API. */
export async function newReviewer(origin: string, db: pg.Pool, name: string): Promise<string> {
  const email = `${name}@example.com`;
  await call(origin, '/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify({ name: 'Rita Reviewer', email, password: PASSWORD }) });
  await db.query('update "user" set "emailVerified" = true, role = $2 where email = $1', [email, 'reviewer']);
  // A supervisor, whose deliveries need no second person's sign-off (the bench measures the delivery itself).
  await db.query(`insert into reviewer_level (user_id, level) select cast(id as text), 'supervisor' from "user" where email = $1`, [email]);
  const { cookie } = await signIn(origin, email);
  const enabled = await call(origin, '/api/auth/two-factor/enable', { method: 'POST', cookie, body: JSON.stringify({ password: PASSWORD }) });
  if (enabled.status !== 200) throw new Error(`two-factor enable: ${enabled.status} ${enabled.text}`);
  const uri = (JSON.parse(enabled.text) as { totpURI: string }).totpURI;
  const secret = new URL(uri).searchParams.get('secret')!;
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const verified = await call(origin, '/api/auth/two-factor/verify-totp', { method: 'POST', cookie, body: JSON.stringify({ code }) });
  if (verified.status !== 200) throw new Error(`two-factor verify: ${verified.status} ${verified.text}`);
  return cookieOf(verified.setCookie) || cookie;
}

/** The reviewer opens the oldest waiting submission and delivers it (draws the three PDFs, emails them). */
export async function deliverNext(origin: string, cookie: string): Promise<Answer | null> {
  const queue = await call(origin, '/api/review/submissions?state=NEW&per_page=5', { cookie });
  if (queue.status !== 200) return queue;
  const item = (JSON.parse(queue.text) as { items: { id: string; state?: string }[] }).items.find((i) => !i.state || i.state === 'NEW');
  if (!item) return null;
  const detail = await call(origin, `/api/review/submissions/${item.id}`, { cookie });
  if (detail.status !== 200) return detail;
  const { version } = JSON.parse(detail.text) as { version: number };
  return call(origin, `/api/review/submissions/${item.id}/deliver`, { method: 'POST', cookie, body: JSON.stringify({ version }) });
}
