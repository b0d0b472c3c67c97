import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { serve } from '@hono/node-server';
import type { ServerConfig } from '../config';
import { composeApp, prepareData } from '../compose-app';
import { memoryRateCounter } from '../middleware/rate-limit';
import { answerWorkerCalls, primaryServices, type PrimaryServices } from './primary-services';

/** How long the primary waits before replacing a worker that died, so a worker that cannot start does not spin. */
const RESTART_DELAY_MS = 1_000;

export type RunningServer = { port: number; stop(): Promise<void> };

/**
 * Starts serving on `config.port`: from this process when `config.workers` is 1, otherwise as a cluster.
 *
 * The cluster's primary prepares the data (migrations, address table) and keeps the rate counts
 * (PrimaryServices); it serves no requests itself. Each of the `config.workers` workers serves HTTP on the shared
 * port (Node's cluster hands it connections in turn) over its own connection to the SQLite file, where WAL lets
 * them all read at once; their writes take SQLite's write lock in turn, each worker's saves batched by its group
 * commit (server/db/group-commit.ts), which waits for the lock without stopping the worker. A will save is mostly
 * CPU (parsing, the session check, validation), so the workers use every core. A worker that dies is replaced.
 * Resolves once every worker is listening.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  if (config.workers <= 1) return serveHere(config);
  if (cluster.isPrimary) return startPrimary(config);
  // Stopped by the primary: a normal exit (open requests are cut, as on any restart; clients retry).
  process.once('SIGTERM', () => process.exit(0));
  return serveHere(config, primaryServices(process as unknown as Parameters<typeof primaryServices>[0]));
}

async function serveHere(config: ServerConfig, shared?: PrimaryServices): Promise<RunningServer> {
  const app = await composeApp(config, shared);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
      resolve({ port: info.port, stop: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/**
 * V8 flags for the workers. With a worker on every core, V8's parallel and concurrent garbage collection threads
 * (one per core, in every worker) only take CPU from the other workers, and a pause in one worker waits on helpers
 * that are not running: in traced bench/will-save runs, single-threaded collection halved the slowest commits
 * (p99 17 to 10 ms). With cores to spare, the helpers have somewhere to run and are kept.
 */
export function workerExecArgv(workers: number, cores = availableParallelism()): string[] {
  return workers >= cores ? ['--single-threaded-gc'] : [];
}

async function startPrimary(config: ServerConfig): Promise<RunningServer> {
  (await prepareData(config)).sqlite.close();
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...workerExecArgv(config.workers)] });
  const services: PrimaryServices = { countRequest: memoryRateCounter() };
  let stopping = false;

  /** Starts a worker; resolves once it listens, rejects if it exits first. Once it has listened, a death replaces it. */
  const fork = (): Promise<Worker> => {
    const worker = cluster.fork();
    answerWorkerCalls(worker, services);
    return new Promise((resolve, reject) => {
      let listening = false;
      worker.once('listening', () => {
        listening = true;
        resolve(worker);
      });
      worker.on('exit', (code, signal) => {
        if (!listening) return reject(new Error(`a worker exited (${signal ?? code}) before it could serve`));
        if (stopping) return;
        console.error(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
        replace();
      });
    });
  };

  /** Forks a replacement after RESTART_DELAY_MS, and again if that one cannot start either. */
  const replace = () =>
    setTimeout(() => {
      if (stopping) return;
      fork().catch((error: unknown) => {
        console.error(error);
        replace();
      });
    }, RESTART_DELAY_MS);

  await Promise.all(Array.from({ length: config.workers }, fork));
  return {
    port: config.port,
    stop: async () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(workers.map((w) => new Promise((done) => (w.once('exit', done), w.kill()))));
    },
  };
}
