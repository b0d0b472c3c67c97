import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from './schema';

export type AppDatabase = Kysely<DB>;

/**
 * Opens the SQLite file with the durability settings of DESIGN.md (WAL, synchronous=FULL): an acknowledged
 * save survives kill -9 and power loss.
 */
export function openDatabase(path: string): { db: AppDatabase; sqlite: Database.Database } {
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
}
