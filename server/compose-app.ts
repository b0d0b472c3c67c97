import { join, resolve } from 'node:path';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createAuth, migrateAuth } from './auth/auth';
import { createSessionReader } from './auth/session-reader';
import { localWillWriter } from './stores/will-store';
import { systemClock } from './clock';
import { createApp } from './app';
import { createAddressLookup } from './services/addresses/create-address-lookup';
import { createMailer } from './services/mail/create-mailer';

/**
 * The production app from its configuration: opens and migrates the SQLite file, better-auth's tables, and picks
 * each service's real adapter or embedded default. Shared by server/main.ts and the benchmarks.
 */
export async function composeApp(config: ServerConfig) {
  const { db, sqlite } = openDatabase(join(config.dataDir, 'will-writer.sqlite'));
  await migrateToLatest(db);
  const authOptions = {
    db,
    secret: config.authSecret,
    baseUrl: config.baseUrl,
    hashidSalt: config.hashidSalt,
    trustedOrigins: config.trustedOrigins,
    rateLimit: config.rateLimit,
  };
  await migrateAuth(authOptions);
  const auth = createAuth(authOptions);
  return createApp({
    db,
    sqlite,
    auth,
    sessions: await createSessionReader(auth, sqlite, config.hashidSalt),
    willWriter: localWillWriter(sqlite, systemClock),
    clock: systemClock,
    addresses: await createAddressLookup(db, config),
    mail: createMailer(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, clock: systemClock }),
    config,
    webRoot: resolve('dist/web'),
  });
}
