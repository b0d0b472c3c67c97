import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { readConfig } from './config';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertContentValidAtStart } from './content/content-stamp';
import { composeApp } from './compose-app';
import { isPostgresUrl } from './db/database';
import { configureLogger } from './logger';

/** How long a stop waits for requests in flight before closing their connections anyway. */
const STOP_GRACE_MS = 10_000;

// JSON lines for a log collector; readable lines when a person runs `npm start` in a terminal.
const log = configureLogger({ level: process.env.LOG_LEVEL || 'info', pretty: process.stdout.isTTY === true });
const config = readConfig();
// The built server skips the check of content the build checked (server/content/content-stamp.ts).
assertContentValidAtStart(dirname(fileURLToPath(import.meta.url)));
const { app, db, stopMail } = await composeApp(config);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const engine = isPostgresUrl(config.database) ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  log.info({ port: info.port, engine }, `Will Writer is running at ${config.baseUrl}/will (port ${info.port}, ${engine})`);
}) as Server;

/**
 * Stops taking connections, lets the requests in flight finish (idle keep-alive connections are closed as they
 * become idle), then closes the database, so a deploy or scale-in loses no acknowledged save.
 */
function stop() {
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
  server.close(() => {
    clearInterval(idle);
    clearTimeout(force);
    // The mail worker finishes its round before the database closes (its messages stay leased at worst).
    stopMail()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'closing the database failed');
          process.exit(1);
        },
      );
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, stop);
