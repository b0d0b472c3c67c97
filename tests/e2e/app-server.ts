import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the built server (`node dist/server/main.js`, as `npm start` runs it, serving dist/web) on a free port and
 * waits until it reports itself running and /healthz answers. Over a fresh data folder unless `dataDir` names one
 * (several servers over one folder share its SQLite file, as several over one DATABASE_URL share that database).
 */
export async function startAppServer(env: Record<string, string> = {}, dataDir?: string) {
  const port = await freePort();
  const ownDataDir = dataDir === undefined;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'will-writer-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, BASE_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if (output.includes('Will Writer is running') && (await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    dataDir: dir,
    output: () => output,
    /** Sends SIGTERM and resolves with the exit code once the server has stopped. */
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      if (ownDataDir) rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}
