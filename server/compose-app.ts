import { join, resolve } from 'node:path';
import type { ServerConfig } from './config';
import { openDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createAuth, migrateAuth, type AuthOptions } from './auth/auth';
import { createSessionReader } from './auth/session-reader';
import { localWillWriter } from './stores/will-store';
import { memoryRateCounter } from './middleware/rate-limit';
import { systemClock } from './clock';
import { createApp } from './app';
import { createAddressLookup } from './services/addresses/create-address-lookup';
import { createMailer } from './services/mail/create-mailer';
import type { PrimaryServices } from './cluster/primary-services';

const databaseFile = (config: ServerConfig) => join(config.dataDir, 'will-writer.sqlite');

function authOptionsOf(config: ServerConfig, db: AppDatabase): AuthOptions {
  return {
    db,
    secret: config.authSecret,
    baseUrl: config.baseUrl,
    hashidSalt: config.hashidSalt,
    trustedOrigins: config.trustedOrigins,
    rateLimit: config.rateLimit,
  };
}

/**
 * Opens the SQLite file and brings it up to date: the app's migrations, better-auth's tables and, without
 * Postcoder, the embedded address table. Run once per start by the process that owns the file (the primary of a
 * cluster), before anything serves.
 */
export async function prepareData(config: ServerConfig) {
  const opened = openDatabase(databaseFile(config));
  await migrateToLatest(opened.db);
  await migrateAuth(authOptionsOf(config, opened.db));
  await createAddressLookup(opened.db, config);
  return opened;
}

/**
 * The production app from its configuration, with each service's real adapter or embedded default. Alone, it
 * prepares the data itself and keeps its own rate counts; as a cluster worker it is given the primary's
 * (`shared`), which has prepared the data. Shared by server/cluster/start-server.ts and the benchmarks.
 */
export async function composeApp(config: ServerConfig, shared?: PrimaryServices) {
  const { db, sqlite } = shared ? openDatabase(databaseFile(config)) : await prepareData(config);
  const auth = createAuth(authOptionsOf(config, db));
  return createApp({
    db,
    sqlite,
    auth,
    sessions: await createSessionReader(auth, sqlite, config.hashidSalt),
    willWriter: localWillWriter(sqlite, systemClock),
    rateCounter: shared?.countRequest ?? memoryRateCounter(),
    clock: systemClock,
    addresses: await createAddressLookup(db, config),
    mail: createMailer(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, clock: systemClock }),
    config,
    webRoot: resolve('dist/web'),
  });
}
