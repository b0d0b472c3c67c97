import { serve } from '@hono/node-server';
import { join, resolve } from 'node:path';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createAuth, migrateAuth } from './auth/auth';
import { systemClock } from './clock';
import { createApp } from './app';
import { createAddressLookup } from './services/addresses/create-address-lookup';
import { createMailer } from './services/mail/create-mailer';
import { assertContentValid } from './content/assert-content-valid';

const config = readConfig();
assertContentValid();
const { db } = openDatabase(join(config.dataDir, 'will-writer.sqlite'));
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
const addresses = await createAddressLookup(db, config);
const app = createApp({
  db,
  auth: createAuth(authOptions),
  clock: systemClock,
  addresses,
  mail: createMailer(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, clock: systemClock }),
  config,
  webRoot: resolve('dist/web'),
});

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Will Writer is running at ${config.baseUrl}/will (port ${info.port}, data in ${config.dataDir})`);
});
