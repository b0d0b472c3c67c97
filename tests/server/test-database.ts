import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { migrateAuth } from '../../server/auth/auth';
import { systemClock } from '../../server/clock';
import { openDatabase, type AppDatabase } from '../../server/db/database';
import { migrations, migrateToLatest } from '../../server/db/migrate';
import { loadAddressesCsv, shippedAddressesCsvPath } from '../../server/services/addresses/local-address-lookup';
import { MailError, type Mailer } from '../../server/services/mail/mailer';

export type TestDatabase = {
  /** Where the database is: a postgres:// URL or a SQLite file path, as DATABASE_URL or the data folder gives it. */
  location: string;
  db: AppDatabase;
  /** Closes the database and removes it. */
  drop(): Promise<void>;
};

/**
 * A fresh database for one test app. With DATABASE_URL set (scripts/with-postgres.sh), a new database on that
 * PostgreSQL server, copied from a template that already holds every migration, better-auth's tables and the shipped
 * addresses (what each test app would otherwise build again), and dropped afterwards; otherwise an empty SQLite file
 * in `dir`. Migrating it again is a no-op, so a test migrates whatever it opens, as the app does on start.
 */
export async function openTestDatabase(dir: string): Promise<TestDatabase> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const location = join(dir, 'test.sqlite');
    const db = openDatabase(location);
    return { location, db, drop: () => db.destroy() };
  }
  const template = await migratedTemplate(server);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`create database ${name} template ${template}`));
  const location = databaseUrl(server, name);
  const db = openDatabase(location);
  return {
    location,
    db,
    drop: async () => {
      await db.destroy();
      await withClient(server, (client) => client.query(`drop database ${name} with (force)`));
    },
  };
}

/** Held by the worker that builds the template, so the others wait for it instead of building their own. */
const TEMPLATE_LOCK = 4_637_001;
let template: Promise<string> | undefined;

/**
 * The template's name, built once per server and migration list: named for the migrations, so a long-lived server
 * that saw another branch's list builds its own. A failed build leaves nothing behind and is tried again.
 */
function migratedTemplate(server: string): Promise<string> {
  template ??= withClient(server, async (client) => {
    const digest = createHash('sha256').update(Object.keys(migrations).join('\n')).digest('hex').slice(0, 12);
    const name = `test_template_${digest}`;
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await buildTemplate(client, server, name);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    return name;
  }).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/** Migrates a database under a working name and renames it to `name` once whole (a copy needs it unconnected). */
async function buildTemplate(client: pg.Client, server: string, name: string): Promise<void> {
  const building = `${name}_building_${randomBytes(4).toString('hex')}`;
  await client.query(`create database ${building}`);
  try {
    const db = openDatabase(databaseUrl(server, building));
    try {
      await migrateToLatest(db);
      await migrateAuth({ ...TEMPLATE_AUTH, db });
      await loadAddressesCsv(db, shippedAddressesCsvPath);
    } finally {
      await db.destroy();
    }
    await client.query(`alter database ${building} rename to ${name}`);
  } catch (error) {
    await client.query(`drop database if exists ${building} with (force)`);
    throw error;
  }
}

/** better-auth's options only shape its tables here: the template's build signs no one up and sends no mail. */
const refuse = async (): Promise<never> => {
  throw new MailError('The template database sends no mail');
};
const noMail: Mailer = { send: refuse, enqueue: refuse, flush: async () => {} };
const TEMPLATE_AUTH = {
  secret: 'template-secret-template-secret-0123456',
  baseUrl: 'http://localhost',
  hashidSalt: 'template',
  trustedOrigins: [],
  rateLimit: { window: 60, max: 1000 },
  signInAccountLimit: { window: 900, max: 10 },
  twoFactorRateLimit: { window: 10, max: 3 },
  clock: systemClock,
  mail: noMail,
};

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
