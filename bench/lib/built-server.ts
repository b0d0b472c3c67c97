/**
 * The built server (dist/server/main.js, as `npm start` runs it) as the benchmarks start it: on a free port, over a
 * data folder and optionally a PostgreSQL database, with test secrets; and fresh databases on the PostgreSQL server of
 * scripts/with-postgres.sh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';

export type Engine = { name: string; databaseUrl?: string; dataDir: string };
export type BuiltServer = { origin: string; port: number; child: ChildProcess };

export const BENCH_SECRETS = { AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', HASHID_SALT: 'bench-salt-bench-salt-bench-salt-00' };

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** A built server over the engine's database; resolves once /healthz answers. `env` adds to (or overrides) the bench's. */
export async function startServer(engine: Engine, env: NodeJS.ProcessEnv = {}, port?: number): Promise<BuiltServer> {
  const at = port ?? (await freePort());
  const origin = `http://127.0.0.1:${at}`;
  const full: NodeJS.ProcessEnv = { ...process.env, PORT: String(at), BASE_URL: origin, DATA_DIR: engine.dataDir, AUTH_RATE_LIMIT_MAX: '100000', ...BENCH_SECRETS, ...env };
  if (engine.databaseUrl) full.DATABASE_URL = engine.databaseUrl;
  else delete full.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: full, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${origin}/healthz`).then((r) => r.ok, () => false)) return { origin, port: at, child };
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('server did not start');
}

export async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

/** A fresh database on DATABASE_URL's server for one scenario; answers its URL. */
export async function freshPostgres(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.href;
}
