/**
 * bench/will-save: POST /api/will at a fixed offered load, beside the raw commit rate of the same engine.
 *
 * `npx tsx bench/will-save.ts` runs one built server (dist/server/main.js, as `npm start` runs it) on SQLite, then
 * itself again under scripts/with-postgres.sh for one and two servers on a throwaway PostgreSQL. Each scenario signs
 * up USERS users, then autocannon offers RATE saves a second of the ~10 KB will of bench/fixtures/realistic-will.ts
 * for DURATION_S seconds (each connection one user, keeping its revision), split evenly over the servers. It prints
 * p50 / p99 latency and acknowledged saves a second, and the engine's raw rate of one 10 KB insert per commit.
 * Then a kill -9 soak: users save in a loop, the server is killed mid-stream and restarted, and every acknowledged
 * save must still be there (lost must be 0), with the database's integrity check passing. Exits non-zero otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { realisticWillPayload } from './fixtures/realistic-will';
import { freshPostgres, startServer, stop, type Engine } from './lib/built-server';

const RATE = 200;
const USERS = 20;
const DURATION_S = 10;
const RAW_MS = 3_000;
const SOAK_MS = 3_000;

const { revision: _unused, ...sections } = realisticWillPayload(0);
const SECTIONS_JSON = JSON.stringify(sections).slice(1);
const bodyAt = (revision: number) => `{"revision":${revision},${SECTIONS_JSON}`;

type User = { cookie: string; revision: number };

async function post(origin: string, path: string, body: string, cookie = '') {
  return fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie }, body });
}

async function signUp(origin: string, name: string): Promise<User> {
  const account = { email: `${name}@example.com`, password: 'correct horse battery' };
  await post(origin, '/api/auth/sign-up/email', JSON.stringify({ name, ...account }));
  const signIn = await post(origin, '/api/auth/sign-in/email', JSON.stringify(account));
  if (signIn.status !== 200) throw new Error(`sign-in of ${name} failed: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const first = await post(origin, '/api/will', bodyAt(0), cookie);
  if (first.status !== 200) throw new Error(`first save of ${name} failed: ${first.status} ${await first.text()}`);
  return { cookie, revision: 1 };
}

/** autocannon at `rate` saves a second over `users` (one connection each) against one server. */
function offerLoad(origin: string, users: User[], rate: number) {
  let next = 0;
  return autocannon({
    url: origin,
    connections: users.length,
    overallRate: rate,
    duration: DURATION_S,
    setupClient: (client) => {
      const user = users[next++ % users.length]!;
      client.setRequests([{
        method: 'POST',
        path: '/api/will',
        headers: { 'content-type': 'application/json', origin, cookie: user.cookie },
        setupRequest: (request) => ({ ...request, body: bodyAt(user.revision) }),
        onResponse: (status, body) => {
          if (status === 200) user.revision = (JSON.parse(body) as { revision: number }).revision;
          if (status === 409) user.revision = (JSON.parse(body) as { state: { revision: number } }).state.revision;
        },
      }]);
    },
  });
}

/** The engine's own rate of durable commits: one 10 KB insert per transaction, for RAW_MS. */
async function rawCommitsPerSecond(engine: Engine): Promise<number> {
  const document = bodyAt(1);
  let count = 0;
  const started = performance.now();
  if (!engine.databaseUrl) {
    const sqlite = new Database(join(engine.dataDir, 'raw.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.exec('create table doc (id integer primary key, document text not null)');
    const insert = sqlite.prepare('insert into doc (document) values (?)');
    for (; performance.now() - started < RAW_MS; count++) insert.run(document);
    sqlite.close();
  } else {
    const client = new pg.Client({ connectionString: engine.databaseUrl });
    await client.connect();
    await client.query('create table if not exists raw_doc (id serial primary key, document text not null)');
    for (; performance.now() - started < RAW_MS; count++) await client.query('insert into raw_doc (document) values ($1)', [document]);
    await client.query('drop table raw_doc');
    await client.end();
  }
  return count / ((performance.now() - started) / 1000);
}

async function measure(engine: Engine, processes: number) {
  const servers = await Promise.all(Array.from({ length: processes }, () => startServer(engine)));
  try {
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(servers[i % processes]!.origin, `bench-${processes}-${i}`)));
    const share = (i: number) => users.filter((_, j) => j % processes === i);
    const results = await Promise.all(servers.map((s, i) => offerLoad(s.origin, share(i), RATE / processes)));
    const acknowledged = results.reduce((sum, r) => sum + r['2xx'], 0) / DURATION_S;
    const failed = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    // Percentiles of two runs cannot be merged exactly: the slower process's are given.
    const p50 = Math.max(...results.map((r) => r.latency.p50));
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    const raw = await rawCommitsPerSecond(engine);
    console.log(`  ${engine.name}, ${processes} process${processes > 1 ? 'es' : ''}: offered ${RATE}/s, acknowledged ${acknowledged.toFixed(0)}/s, p50 ${p50} ms, p99 ${p99} ms, ${failed} failed; raw commits ${raw.toFixed(0)}/s`);
    return failed;
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)));
  }
}

/** kill -9 while users save; every acknowledged save must survive the restart. Returns saves lost + integrity faults. */
async function soak(engine: Engine): Promise<number> {
  let server = await startServer(engine);
  const users = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(server.origin, `soak-${i}`)));
  const acknowledged = users.map((u) => u.revision);
  let killed = false;
  const loops = users.map(async (user, i) => {
    while (!killed) {
      const answer = await post(server.origin, '/api/will', bodyAt(user.revision), user.cookie).catch(() => null);
      if (answer?.status === 200) acknowledged[i] = user.revision = ((await answer.json()) as { revision: number }).revision;
    }
  });
  await new Promise((done) => setTimeout(done, SOAK_MS));
  killed = true;
  await stop(server.child, 'SIGKILL');
  await Promise.all(loops);
  server = await startServer(engine);
  let lost = 0;
  for (const [i, user] of users.entries()) {
    const { revision } = (await (await fetch(`${server.origin}/api/will`, { headers: { cookie: user.cookie } })).json()) as { revision: number };
    if (revision < acknowledged[i]!) lost++;
  }
  await stop(server.child);
  const saves = acknowledged.reduce((a, b) => a + b, 0);
  const faults = await integrityFaults(engine);
  console.log(`  ${engine.name}, kill -9 soak: ${saves} saves acknowledged, ${lost} lost; integrity check ${faults === 0 ? 'ok' : `${faults} fault(s)`}`);
  return lost + faults;
}

/** Will rows whose current revision has no document, plus SQLite's own integrity check. */
async function integrityFaults(engine: Engine): Promise<number> {
  const orphans = 'select count(*) as n from will w left join will_revision r on r.user_id = w.user_id and r.revision = w.revision where r.id is null';
  if (!engine.databaseUrl) {
    const sqlite = new Database(join(engine.dataDir, 'will-writer.sqlite'));
    const ok = (sqlite.pragma('integrity_check', { simple: true }) as string) === 'ok';
    const n = (sqlite.prepare(orphans).get() as { n: number }).n;
    sqlite.close();
    return n + (ok ? 0 : 1);
  }
  const client = new pg.Client({ connectionString: engine.databaseUrl });
  await client.connect();
  const n = Number((await client.query(orphans)).rows[0].n);
  await client.end();
  return n;
}

async function main(engineName: string) {
  const dataDir = resolve('.tmp', `bench-will-save-${process.pid}`);
  mkdirSync(dataDir, { recursive: true });
  let faults = 0;
  try {
    if (engineName === 'sqlite') {
      faults += await measure({ name: 'SQLite', dataDir: join(dataDir, 'load') }, 1);
      faults += await soak({ name: 'SQLite', dataDir: join(dataDir, 'soak') });
    } else {
      for (const processes of [1, 2]) faults += await measure({ name: 'PostgreSQL', dataDir, databaseUrl: await freshPostgres(`bench_load_${processes}`) }, processes);
      faults += await soak({ name: 'PostgreSQL', dataDir, databaseUrl: await freshPostgres('bench_soak') });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (faults > 0) process.exitCode = 1;
}

const engine = process.argv[2];
if (engine) {
  await main(engine);
} else {
  spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  console.log(`bench/will-save: ${Buffer.byteLength(bodyAt(1))} B will, ${RATE} saves/s offered by ${USERS} users for ${DURATION_S} s`);
  await main('sqlite');
  const postgres = spawnSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'bench/will-save.ts', 'postgres'], { stdio: 'inherit' });
  if (postgres.status !== 0) process.exitCode = 1;
}
