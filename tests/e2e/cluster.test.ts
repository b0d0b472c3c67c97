import { readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from './app-server';
import { completePayload } from '../../engine/fixtures/will-fixtures';

/**
 * The real server as `npm start` runs it, as a cluster of two workers (server/cluster/start-server.ts): saves from
 * many connections land in either worker and all hold together, stale revisions are refused whichever worker sees
 * them, rate limits count across workers, and a worker that dies is replaced.
 */
type Server = Awaited<ReturnType<typeof startAppServer>>;
let server: Server;

/** The pids of the server's worker processes (its children running server/main.ts), read from Linux's /proc. */
function workerPids(): number[] {
  const children = readdirSync(`/proc/${server.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${server.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts');
    } catch {
      return false; // already gone
    }
  });
}

type Answer = { status: number; cookies: string; text: string };

/**
 * One request on a connection of its own (no keep-alive pool), so a worker's death never leaves the test holding a
 * dead connection, and concurrent requests spread over the workers as new connections do.
 */
function call(method: 'GET' | 'POST', path: string, { json, cookie }: { json?: unknown; cookie?: string } = {}): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: { origin: server.baseUrl, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '), text }));
      },
    );
    req.on('error', reject);
    // A lost connection fails the test here, not at vitest's timeout minutes later.
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer in 15 s`)));
    req.end(body);
  });
}

async function signUp(name: string) {
  const answer = await call('POST', '/api/auth/sign-up/email', {
    json: { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, password: 'correct horse battery' },
  });
  expect(answer.status).toBe(200);
  return answer.cookies;
}

const save = (cookie: string, revision: number) => call('POST', '/api/will', { cookie, json: { ...completePayload(), revision } });

const revisionOf = async (cookie: string) => (JSON.parse((await call('GET', '/api/will', { cookie })).text) as { revision: number }).revision;

beforeAll(async () => {
  // Sign-ups from one address are limited; this test signs up more than a person would.
  server = await startAppServer({ WEB_WORKERS: '2', AUTH_RATE_LIMIT_MAX: '1000' });
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe('the server as a cluster of workers', () => {
  it('runs two workers', () => {
    expect(workerPids()).toHaveLength(2);
    expect(server.output()).toContain('2 worker processes');
  });

  it('stores every save of many users saving at once, each at its next revision', async () => {
    const cookies = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(`Saver ${i}`)));
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(cookies.map((cookie) => save(cookie, round)));
      expect(answers.map((a) => a.status)).toEqual(cookies.map(() => 200));
    }
    expect(await Promise.all(cookies.map(revisionOf))).toEqual(cookies.map(() => 5));
  });

  it('lets exactly one of several tabs saving from the same revision win, whichever workers they reach', async () => {
    const cookie = await signUp('Many Tabs');
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => save(cookie, round)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    }
    expect(await revisionOf(cookie)).toBe(5);
  });

  it('counts the address lookup limit across workers', async () => {
    const lookups = await Promise.all(
      Array.from({ length: 40 }, () => call('GET', '/api/addresses?postcode=SW1A%202AA').then((r) => r.status)),
    );
    expect(lookups.filter((s) => s === 200)).toHaveLength(30);
    expect(lookups.filter((s) => s === 429)).toHaveLength(10);
  });

  it('replaces a worker that dies, and keeps serving new connections meanwhile', async () => {
    const [victim, survivor] = workerPids();
    process.kill(victim!, 'SIGKILL');
    // Until the primary has seen the death, Node's cluster may still hand it a new connection, which is then lost
    // (a limit of node:cluster's round-robin); from then on, and while the replacement starts, the survivor serves.
    const exited = new RegExp(`Worker ${victim} exited \\(SIGKILL\\); starting another`);
    for (let i = 0; i < 100 && !exited.test(server.output()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const cookie = await signUp('After The Crash');
    expect((await save(cookie, 0)).status).toBe(200);
    for (let i = 0; i < 100 && !(workerPids().length === 2 && !workerPids().includes(victim!)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(workerPids()).toContain(survivor);
    expect(workerPids()).not.toContain(victim);
    expect(workerPids()).toHaveLength(2);
    expect(server.output()).toMatch(exited);
  });
});
