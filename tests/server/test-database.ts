import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type AppDatabase } from '../../server/db/database';

export type TestDatabase = {
  /** Where the database is: a postgres:// URL or a SQLite file path, as DATABASE_URL or the data folder gives it. */
  location: string;
  db: AppDatabase;
  /** Closes the database and removes it. */
  drop(): Promise<void>;
};

/**
 * A fresh, empty database for one test app. With DATABASE_URL set (scripts/with-postgres.sh), a new database on
 * that PostgreSQL server, dropped afterwards; otherwise a SQLite file in `dir`.
 */
export async function openTestDatabase(dir: string): Promise<TestDatabase> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const location = join(dir, 'test.sqlite');
    const db = openDatabase(location);
    return { location, db, drop: () => db.destroy() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = openDatabase(url.href);
  return {
    location: url.href,
    db,
    drop: async () => {
      await db.destroy();
      await withClient(server, (client) => client.query(`drop database ${name} with (force)`));
    },
  };
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
