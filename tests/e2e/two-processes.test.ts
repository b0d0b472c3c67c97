import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from './app-server';
import { completePayload } from '../../engine/will/fixtures/will-fixtures';
import { linkFromOutbox } from './visitor';
import { totpOf } from '../server/two-factor-helpers';

/**
 * Two built servers over one database (the SQLite file of a shared data folder, or DATABASE_URL's PostgreSQL), as
 * an operator runs them behind one address: they keep no state of their own, so saves, sessions and rate limits
 * hold together whichever process answers. Also: a stop (SIGTERM) lets a request in flight finish.
 */
type Server = Awaited<ReturnType<typeof startAppServer>>;
let dataDir: string;
let servers: Server[] = [];
const PASSWORD = 'correct horse battery';

type Answer = { status: number; cookies: string; text: string };

/** One request on a connection of its own, to the server `via` (0 or 1). */
function call(via: number, method: 'GET' | 'POST', path: string, { json, cookie }: { json?: unknown; cookie?: string } = {}): Promise<Answer> {
  const { baseUrl } = servers[via]!;
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: { origin: baseUrl, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '), text }));
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer in 15 s`)));
    req.end(body);
  });
}

/** Signs up through one server and in through the other: the session is in the database, not in either process. */
async function signUp(name: string) {
  const email = `${name.toLowerCase().replace(/\W/g, '')}@example.com`;
  expect((await call(0, 'POST', '/api/auth/sign-up/email', { json: { name, email, password: PASSWORD } })).status).toBe(200);
  const signIn = await call(1, 'POST', '/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
  expect(signIn.status).toBe(200);
  return signIn.cookies;
}

const save = (via: number, cookie: string, revision: number) => call(via, 'POST', '/api/will', { cookie, json: { ...completePayload(), revision } });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'will-writer-two-'));
  // Sign-ups from one address are limited; this test signs up more than a person would. Same secrets in both.
  const env = { AUTH_RATE_LIMIT_MAX: '1000', AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123', HASHID_SALT: 'e2e-salt-e2e-salt-e2e-salt-e2e-salt' };
  // On PostgreSQL processes may start together (one at a time migrates, under an advisory lock). A SQLite file is
  // meant for one process, whose start migrates it alone: the second starts once the first is up.
  const start = () => startAppServer(env, dataDir);
  servers = process.env.DATABASE_URL ? await Promise.all([start(), start()]) : [await start(), await start()];
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two processes over one database', () => {
  it('lets exactly one of several tabs saving from the same revision win, whichever process they reach', async () => {
    const cookie = await signUp('Many Tabs');
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => save(i % 2, cookie, round)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    }
    const state = JSON.parse((await call(0, 'GET', '/api/will', { cookie })).text) as { revision: number };
    expect(state.revision).toBe(4);
  });

  it('counts the address lookup limit across processes', async () => {
    const lookups = await Promise.all(Array.from({ length: 40 }, (_, i) => call(i % 2, 'GET', '/api/addresses?postcode=SW1A%202AA').then((r) => r.status)));
    expect(lookups.filter((s) => s === 200)).toHaveLength(30);
    expect(lookups.filter((s) => s === 429)).toHaveLength(10);
  });

  it('serves a will one process delivered from the other, from the database, to its owner only', async () => {
    const post = async (via: number, path: string, cookie: string, json: unknown = {}) => {
      const answer = await call(via, 'POST', path, { cookie, json });
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      return JSON.parse(answer.text) as Record<string, any>;
    };
    // A writer confirms their address from the email (the outbox folder is shared), then pays on the local gateway.
    const writer = await signUp('Paid Writer');
    const verify = await linkFromOutbox(dataDir, 'paidwriter@example.com', `${servers[0]!.baseUrl}/api/auth/verify-email`);
    expect((await call(1, 'GET', verify.slice(servers[0]!.baseUrl.length))).status).toBe(302);
    expect((await save(1, writer, 0)).status).toBe(200);
    const card = await post(0, '/api/local-gateway/payment-methods', writer, { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
    await post(1, '/api/checkout/payment-method', writer, { payment_method: card.id });
    const intent = await post(0, '/api/checkout/payment-intent', writer);
    await post(1, '/api/local-gateway/confirm', writer, { client_secret: intent.payment_intent.client_secret, payment_method: card.id });
    await post(0, '/api/checkout/complete', writer, { order_id: intent.order_id });
    expect((await call(1, 'GET', '/api/will/document.pdf', { cookie: writer })).status).toBe(404);

    // A supervisor (a reviewer whose deliveries need no sign-off), made one by the operator's command over the same database, delivers through process 0.
    const signedIn = await signUp('Rita Reviewer');
    execFileSync('npx', ['tsx', 'scripts/grant-reviewer.ts', 'ritareviewer@example.com', '--supervisor'], { env: { ...process.env, DATA_DIR: dataDir, BASE_URL: servers[0]!.baseUrl }, stdio: 'pipe' });
    // Reviewers reach the queue only with a second factor: set up on one process, its code checked on the other.
    const { totpURI } = await post(1, '/api/auth/two-factor/enable', signedIn, { password: PASSWORD });
    const verified = await call(0, 'POST', '/api/auth/two-factor/verify-totp', { cookie: signedIn, json: { code: totpOf(totpURI) } });
    expect(verified.status, verified.text).toBe(200);
    const reviewer = verified.cookies;
    const queue = JSON.parse((await call(1, 'GET', '/api/review/submissions', { cookie: reviewer })).text) as { items: { id: string }[] };
    expect(queue.items).toHaveLength(1);
    const id = queue.items[0]!.id;
    const { version } = JSON.parse((await call(1, 'GET', `/api/review/submissions/${id}`, { cookie: reviewer })).text) as { version: string };
    await post(0, `/api/review/submissions/${id}/deliver`, reviewer, { version });

    // Process 1 serves it to its owner, and to nobody else.
    const pdf = await call(1, 'GET', '/api/will/document.pdf', { cookie: writer });
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const stranger = await signUp('Sam Stranger');
    expect((await call(1, 'GET', '/api/will/document.pdf', { cookie: stranger })).status).toBe(404);
  });

  it('finishes a request in flight when stopped, then exits cleanly', async () => {
    const cookie = await signUp('Last Save');
    // The save's body is half sent when the stop comes, so the request is certainly in flight.
    const body = JSON.stringify({ ...completePayload(), revision: 0 });
    const { baseUrl } = servers[1]!;
    let answered!: (status: number) => void;
    const status = new Promise<number>((resolve) => (answered = resolve));
    const req = httpRequest(`${baseUrl}/api/will`, {
      method: 'POST',
      agent: false,
      headers: { origin: baseUrl, cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      res.resume();
      answered(res.statusCode ?? 0);
    });
    req.write(body.slice(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = servers[1]!.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    req.end(body.slice(100));
    expect(await status).toBe(200);
    expect(await stopped).toBe(0);
    servers = servers.slice(0, 1);
    expect(JSON.parse((await call(0, 'GET', '/api/will', { cookie })).text).revision).toBe(1);
  });
});
