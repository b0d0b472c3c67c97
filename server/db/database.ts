import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { DB } from './schema';

export type AppDatabase = Kysely<DB>;
/** The same SQLite connection, for the few hot paths that run prepared statements synchronously (stores/will-store.ts). */
export type Sqlite = Database.Database;

const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite handle Kysely uses, with each prepared statement kept and reused by its SQL text (Kysely would
 * otherwise prepare every query again). Safe because Kysely runs one query at a time on its single connection;
 * SQLite re-prepares a kept statement by itself after a schema change. The oldest is dropped past the limit.
 */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Opens the SQLite file with the durability settings of DESIGN.md (WAL, synchronous=FULL): an acknowledged
 * save survives kill -9 and power loss.
 */
export function openDatabase(path: string): { db: AppDatabase; sqlite: Sqlite } {
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, sqlite };
}
