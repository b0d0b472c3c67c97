import { resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from './config';
import { engineOf, openDatabase, type AppDatabase } from './db/database';
import type { DB } from './db/schema';
import { migrateToLatest } from './db/migrate';
import { createAuth, migrateAuth, type AuthOptions } from './auth/auth';
import { systemClock } from './clock';
import { createApp } from './app';
import { createAddressLookup } from './services/addresses/create-address-lookup';
import { loadAddressesCsv, shippedAddressesCsvPath } from './services/addresses/local-address-lookup';
import { createMailService } from './services/mail/create-mailer';
import type { Mailer } from './services/mail/mailer';
import { createPaymentGateway } from './services/payments/create-payment-gateway';
import { removeSampleCoupons, seedSampleCoupons } from './stores/coupons';

/** Any fixed number: the PostgreSQL advisory lock that lets one starting process at a time prepare the data. */
const PREPARE_LOCK = 7_306_112;

function authOptionsOf(config: ServerConfig, db: Kysely<DB>, mail: Mailer): AuthOptions {
  return {
    db,
    secret: config.authSecret,
    baseUrl: config.baseUrl,
    hashidSalt: config.hashidSalt,
    trustedOrigins: config.trustedOrigins,
    rateLimit: config.rateLimit,
    signInAccountLimit: config.signInAccountLimit,
    twoFactorRateLimit: config.twoFactorRateLimit,
    clock: systemClock,
    mail,
  };
}

/**
 * Brings the database up to date: the app's migrations, better-auth's tables, without Postcoder the embedded
 * address table, and the sample coupons added with SAMPLE_COUPONS or removed without it. On PostgreSQL several processes may start at once: each
 * waits for an advisory lock on one connection, so only one prepares at a time and the others find the work done.
 */
async function prepareData(db: AppDatabase, config: ServerConfig, mail: Mailer): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await db.connection().execute(async (conn) => {
    if (postgres) await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(conn);
    try {
      await migrateToLatest(conn);
      await migrateAuth(authOptionsOf(config, conn, mail));
      if (!config.postcoder) await loadAddressesCsv(conn, shippedAddressesCsvPath);
      await (config.sampleCoupons ? seedSampleCoupons(conn) : removeSampleCoupons(conn));
    } finally {
      if (postgres) await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(conn);
    }
  });
}

/**
 * The production app from its configuration, over its database brought up to date, with each service's real
 * adapter or embedded default. Shared by server/main.ts and the benchmarks; close the database with db.destroy().
 */
export async function composeApp(config: ServerConfig) {
  const db = openDatabase(config.database);
  const { mail, startWorker } = createMailService(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, clock: systemClock });
  await prepareData(db, config, mail);
  const app = createApp({
    db,
    auth: createAuth(authOptionsOf(config, db, mail)),
    clock: systemClock,
    addresses: await createAddressLookup(db, config),
    mail,
    payments: createPaymentGateway(db, config, systemClock),
    config,
    webRoot: resolve('dist/web'),
  });
  // Sends what the first try could not (SMTP down): see README, mail outbox. Stopped before the database closes.
  const mailWorker = startWorker();
  return { app, db, stopMail: async () => mailWorker?.stop() };
}
