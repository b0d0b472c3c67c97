/**
 * `npx tsx bench/restart.ts`: the outage after a crash of a one-process SQLite deployment. The built server
 * (dist/server/main.js, as `npm start` runs it) is started once on a new data folder, which creates the database,
 * runs the migrations and loads the address table; then it is restarted RUNS times on that existing folder, each
 * time from spawn to the first 200 from /healthz. Prints the first start and the median, fastest and slowest
 * restart against the budget (3 s), with the machine's load average, which these times follow closely.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 5;
const BUDGET_MS = 3000;

/** Milliseconds from spawning the built server on `dataDir` to /healthz answering 200; the server is then stopped. */
async function startToHealthz(dataDir: string): Promise<number> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: `http://localhost:${port}`, LOG_LEVEL: 'error' }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited while starting');
      if (await fetch(`http://localhost:${port}/healthz`).then((r) => r.ok, () => false)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'will-writer-restart-'));
  try {
    const first = await startToHealthz(dataDir);
    const restarts: number[] = [];
    for (let i = 0; i < RUNS; i++) restarts.push(await startToHealthz(dataDir));
    const sorted = [...restarts].sort((a, b) => a - b);
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(`bench/restart: load average ${loadavg()[0]!.toFixed(1)}; first start on a new data folder ${ms(first)}`);
    console.log(`  restart to /healthz on the existing folder: median ${ms(sorted[Math.floor(RUNS / 2)]!)} (fastest ${ms(sorted[0]!)}, slowest ${ms(sorted.at(-1)!)}, ${RUNS} runs; budget ${ms(BUDGET_MS)})`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
