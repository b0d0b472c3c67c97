/**
 * `npx tsx bench/restart.ts`: the outage after a crash of a one-process SQLite deployment. The built server
 * (dist/server/main.js, as `npm start` runs it) is started once on a new data folder, which creates the database,
 * runs the migrations and loads the address table; then it is restarted RUNS times on that existing folder, each
 * time from spawn to the first 200 from /healthz. Prints the first start and the median restart against the budget
 * (3 s), in wall-clock time and in the CPU time the process used (which a busy machine inflates far less), with the
 * load average; and, alternating with those, restarts without the build's content stamp, which check every step
 * file with ajv at start as the server did before (server/content/content-stamp.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 5;
const BUDGET_MS = 3000;

const STAMP = 'dist/server/content-checked.json';
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time (user and system, ms) process `pid` has used, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

type Start = { wall: number; cpu: number };

/** Wall and CPU milliseconds from spawning the built server on `dataDir` to /healthz answering 200; then stopped. */
async function startToHealthz(dataDir: string): Promise<Start> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: `http://localhost:${port}`, LOG_LEVEL: 'error' }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited while starting');
      if (await fetch(`http://localhost:${port}/healthz`).then((r) => r.ok, () => false)) return { wall: performance.now() - started, cpu: cpuMs(child.pid!) };
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
  const hidden = `${STAMP}.bench`;
  try {
    const first = await startToHealthz(dataDir);
    const stamped: Start[] = [];
    const unstamped: Start[] = [];
    for (let i = 0; i < RUNS; i++) {
      stamped.push(await startToHealthz(dataDir));
      if (existsSync(STAMP)) renameSync(STAMP, hidden);
      try {
        unstamped.push(await startToHealthz(dataDir));
      } finally {
        if (existsSync(hidden)) renameSync(hidden, STAMP);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ms = (n: number) => `${Math.round(n)} ms`;
    const line = (starts: Start[]) => `median ${ms(median(starts.map((s) => s.wall)))} wall, ${ms(median(starts.map((s) => s.cpu)))} CPU`;
    console.log(`bench/restart: load average ${loadavg()[0]!.toFixed(1)}; first start on a new data folder ${ms(first.wall)} wall, ${ms(first.cpu)} CPU`);
    console.log(`  restart to /healthz on the existing folder: ${line(stamped)} (${RUNS} runs; budget ${ms(BUDGET_MS)})`);
    console.log(`  the same without the build's content stamp (every step file checked with ajv at start): ${line(unstamped)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
