/**
 * bench/capacity: the load of 100,000 completed wills a year, replayed against the built server on PostgreSQL with
 * two processes (the app and PostgreSQL on this one machine), with mail going to a local SMTP server.
 *
 * `npx tsx bench/capacity.ts [seconds] [rates...]` (defaults: 300 s at 10 and at 50 saves a second). The mix per save,
 * from the yearly model (10 million saves, 250,000 people starting, 150,000 draft PDFs, 100,000 wills paid for and
 * delivered): 0.5 reads of the will, 0.125 sign-ins, 0.015 draft PDFs, 0.01 checkouts on the local test gateway and
 * 0.01 deliveries by a reviewer (three PDFs drawn and emailed with the will). It prints, per kind, throughput,
 * p50 / p95 / p99 and errors; each process's CPU and peak memory; PostgreSQL's peak connections; the database's
 * growth per table, and that growth scaled to 1,000 wills. Budget: at 50 saves a second, no errors and p99 at most
 * 200 ms for saves. It is a measurement: a missed budget is printed and the script exits 0; bench/README.md keeps
 * the figures and docs/capacity.md the plan built on them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { call, checkout, deliverNext, newReviewer, newWriter, save, signIn, type Writer } from './capacity/actors';
import { percentile, runLoad, type Kind } from './capacity/load';
import { databaseBytes, tableBytes, watch } from './capacity/probes';
import { explainHotQueries } from './capacity/explain';
import { startSmtpSink } from './capacity/smtp-sink';
import { freePort, freshPostgres, startServer, stop } from './lib/built-server';

const MIX = { read: 0.5, signIn: 0.125, draft: 0.015, checkout: 0.01, deliver: 0.01 };
const SAVES_PER_WILL = 100;
const MAX_IN_FLIGHT = 400;

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function phase(savesPerSecond: number, seconds: number) {
  const database = `bench_capacity_${savesPerSecond}`;
  const databaseUrl = await freshPostgres(database);
  const dataDir = resolve('.tmp', `bench-capacity-${process.pid}-${savesPerSecond}`);
  mkdirSync(dataDir, { recursive: true });
  const smtp = await startSmtpSink();
  const ports = [await freePort(), await freePort()];
  const origins = ports.map((p) => `http://127.0.0.1:${p}`);
  const env = { SMTP_URL: smtp.url, TRUSTED_ORIGINS: origins.join(','), AUTH_RATE_LIMIT_MAX: '100000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' };
  const engine = { name: 'PostgreSQL', dataDir, databaseUrl };
  // One at a time: the first migrates the database.
  const first = await startServer(engine, { ...env, BASE_URL: origins[0] }, ports[0]);
  const second = await startServer(engine, { ...env, BASE_URL: origins[1] }, ports[1]);
  const servers = [first, second];
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'bench' });
  try {
    const origin = (i: number) => servers[i % 2]!.origin;
    const expectedCheckouts = Math.ceil(savesPerSecond * MIX.checkout * seconds * 1.5) + 5;
    const writerCount = Math.max(200, savesPerSecond * 8);
    console.log(`\n  ${savesPerSecond} saves/s for ${seconds} s: setting up ${writerCount} writers, ${expectedCheckouts} buyers and a reviewer…`);
    const writers = await inBatches(writerCount, 8, (i) => newWriter(origin(i), db, `w${savesPerSecond}-${i}`));
    const buyers = await inBatches(expectedCheckouts, 8, (i) => newWriter(origin(i), db, `b${savesPerSecond}-${i}`));
    const reviewer = await newReviewer(origin(0), db, `r${savesPerSecond}`);
    const before = await tableBytes(db);
    const dbBefore = await databaseBytes(db);
    const mailBefore = { ...smtp.counts };

    let turn = 0;
    const freeWriter = (): Writer | null => {
      for (let n = 0; n < writers.length; n++) {
        const w = writers[turn++ % writers.length]!;
        if (!w.busy) return w;
      }
      return null;
    };
    const asWriter = async (act: (w: Writer, at: string) => Promise<{ status: number }>) => {
      const writer = freeWriter();
      if (!writer) return { status: 599 };
      writer.busy = true;
      try {
        return await act(writer, origin(turn));
      } finally {
        writer.busy = false;
      }
    };
    let bought = 0;
    let delivering = false;
    const kinds: Kind[] = [
      { name: 'save', perSecond: savesPerSecond, run: () => asWriter((w, at) => save(at, w)) },
      { name: 'read', perSecond: savesPerSecond * MIX.read, run: () => asWriter((w, at) => call(at, '/api/will', { cookie: w.cookie })) },
      { name: 'sign-in', perSecond: savesPerSecond * MIX.signIn, run: () => asWriter((w, at) => signIn(at, w.email)) },
      { name: 'draft PDF', perSecond: savesPerSecond * MIX.draft, run: () => asWriter((w, at) => call(at, '/api/will/draft.pdf', { cookie: w.cookie })) },
      { name: 'checkout', perSecond: savesPerSecond * MIX.checkout, run: async () => (bought < buyers.length ? checkout(origin(bought), buyers[bought++]!) : null) },
      {
        name: 'deliver',
        perSecond: savesPerSecond * MIX.deliver,
        // One reviewer, one decision at a time, as a person works; a tick while one is in hand waits for the next.
        run: async () => {
          if (delivering) return null;
          delivering = true;
          try {
            return await deliverNext(origin(turn), reviewer);
          } finally {
            delivering = false;
          }
        },
      },
    ];
    const loadBefore = load();
    const watcher = watch(servers.map((s) => s.child.pid!), db, database);
    const results = await runLoad(kinds, seconds, MAX_IN_FLIGHT);
    const { processes, connectionsMax, activeMax, lockWaitsMax } = watcher.stop();
    console.log(`  machine load average (1, 5, 15 min) before ${loadBefore}, after ${load()}`);
    // Let the mail worker finish what the last seconds wrote before measuring the outbox.
    await new Promise((done) => setTimeout(done, 5_000));
    const after = await tableBytes(db);
    const dbAfter = await databaseBytes(db);

    console.log(`  kind         done   mix   per s   p50 ms   p95 ms   p99 ms   errors`);
    for (const [name, r] of Object.entries(results)) {
      // What the mix offers; deliveries can only follow the checkouts done (one reviewer, one at a time).
      const offered = name === 'deliver' ? (results.checkout!.statuses['200'] ?? 0) : kinds.find((k) => k.name === name)!.perSecond * seconds;
      const short = r.count < offered * 0.9 - 2;
      const cells = [name.padEnd(10), String(r.count).padStart(6), `${Math.round(offered)}${short ? '!' : ''}`.padStart(5), (r.count / seconds).toFixed(2).padStart(7), ...[50, 95, 99].map((p) => percentile(r.latencies, p).toFixed(0).padStart(8)), String(r.errors).padStart(8)];
      const bad = Object.entries(r.statuses).filter(([status]) => !/^2/.test(status));
      console.log(`  ${cells.join(' ')}${bad.length ? `  (${bad.map(([s, n]) => `${s}: ${n}`).join(', ')})` : ''}`);
    }
    processes.forEach((p, i) => console.log(`  process ${i + 1}: CPU ${p.cpuPercent.toFixed(0)}% of one core, peak RSS ${p.rssMaxMb.toFixed(0)} MB`));
    console.log(`  PostgreSQL: at most ${connectionsMax} connections from the servers (pools of 10 each), ${activeMax} running a statement at once, ${lockWaitsMax} waiting for a lock at once`);
    const mail = { messages: smtp.counts.messages - mailBefore.messages, bytes: smtp.counts.bytes - mailBefore.bytes };
    console.log(`  mail: ${mail.messages} messages, ${mb(mail.bytes)} through SMTP`);
    const saves = results.save!.statuses['200'] ?? 0;
    const delivered = results.deliver!.statuses['200'] ?? 0;
    const paid = results.checkout!.statuses['200'] ?? 0;
    const grew = Object.entries(after).map(([table, bytes]) => [table, bytes - (before[table] ?? 0)] as const).filter(([, d]) => d > 64 * 1024).sort((a, b) => b[1] - a[1]);
    console.log(`  database grew ${mb(dbAfter - dbBefore)} (${saves} saves, ${paid} paid, ${delivered} delivered): ${grew.map(([t, d]) => `${t} ${mb(d)}`).join(', ')}`);
    // A revision's bytes from the rows themselves (saves past a will's kept history are pruned, so the table's growth
    // undercounts them); the delivery's tables from their growth, over the wills delivered.
    const revisionRow = await db.query('select count(*)::int as n, avg(pg_column_size(r.*))::float as bytes from will_revision r');
    const perSave = (after.will_revision ?? 0) / Math.max(1, revisionRow.rows[0].n as number);
    const grown = (tables: string[]) => tables.reduce((sum, t) => sum + ((after[t] ?? 0) - (before[t] ?? 0)), 0) / Math.max(1, delivered);
    const perWill = { documents: grown(['will_document']), mail: grown(['mail_outbox', 'mail_attachment']), orders: grown(['submission', 'will_order', 'will_payment', 'local_payment_intent', 'review_audit', 'review_view', 'review_round', 'review_event', 'submission_queue_entry']) };
    console.log(`  will_revision: ${revisionRow.rows[0].n} rows, ${(Number(revisionRow.rows[0].bytes) / 1024).toFixed(1)} KB a row as stored, ${(perSave / 1024).toFixed(1)} KB a row with its indexes and free space`);
    console.log(`  per 1,000 wills (${SAVES_PER_WILL} revisions kept, a payment and a delivery each): revisions ${mb(perSave * SAVES_PER_WILL * 1000)}, delivered documents ${mb(perWill.documents * 1000)}, mail and attachments ${mb(perWill.mail * 1000)}, orders and review records ${mb(perWill.orders * 1000)}`);
    const sample = await db.query(`select (select cast(id as text) from "user" where email = $1) as user_id, (select cast(id as text) from "user" where email = $2) as reviewer_id, (select token from session limit 1) as token`, [buyers[0]?.email ?? writers[0]!.email, `r${savesPerSecond}@example.com`]);
    const seqScans = await explainHotQueries(databaseUrl, { userId: sample.rows[0].user_id, reviewerId: sample.rows[0].reviewer_id, sessionToken: sample.rows[0].token });
    if (seqScans.length) console.log(`  no index for: ${seqScans.join(', ')}`);
    const saveP99 = percentile(results.save!.latencies, 99);
    const errors = Object.values(results).reduce((sum, r) => sum + r.errors, 0);
    if (savesPerSecond >= 50) console.log(`  budget (50 saves/s: 0 errors, save p99 <= 200 ms): ${errors === 0 && saveP99 <= 200 ? 'met' : `missed (${errors} errors, save p99 ${saveP99.toFixed(0)} ms)`}`);
  } finally {
    await db.end();
    await Promise.all(servers.map((s) => stop(s.child)));
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const [secondsArg, ...rateArgs] = process.argv.slice(2).filter((a) => a !== 'postgres');
const seconds = Number(secondsArg ?? 300);
const rates = rateArgs.length > 0 ? rateArgs.map(Number) : [10, 50];
if (process.env.DATABASE_URL && process.argv.includes('postgres')) {
  for (const rate of rates) await phase(rate, seconds);
} else {
  spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  console.log(`bench/capacity: two processes on PostgreSQL, ${rates.join(' and ')} saves/s for ${seconds} s each`);
  const run = spawnSync('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'bench/capacity.ts', String(seconds), ...rates.map(String), 'postgres'], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}
