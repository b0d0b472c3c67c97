import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Dialect, type Driver } from 'kysely';
import type { DB } from './schema';
import { log } from '../logger';

export type AppDatabase = Kysely<DB>;

/** The two engines the same code runs on: SQLite by default, PostgreSQL when DATABASE_URL names one. */
export type Engine = 'sqlite' | 'postgres';

const POSTGRES_URL = /^postgres(ql)?:\/\//;
const INT8 = 20;

/** Whether a database location is a PostgreSQL URL (otherwise it is a SQLite file path). */
export const isPostgresUrl = (location: string): boolean => POSTGRES_URL.test(location);

/**
 * The SQLite file readable by the server's user only (0600), created so before SQLite opens it: SQLite gives the
 * write-ahead log and shared-memory files it creates the database file's mode. A file from before is narrowed.
 */
function privateFile(path: string) {
  if (path === ':memory:') return;
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

/**
 * SQLite's transactions begin IMMEDIATE: each takes the write lock at its start, waiting for it (busy_timeout) while
 * another process holds it. Kysely's driver begins them DEFERRED, as a reader that becomes a writer at its first write:
 * if another process (a second server on the same file, `npm run user:reviewer`, the retention job) wrote in between,
 * SQLite refuses that write at once with SQLITE_BUSY instead of waiting, since the transaction's reads are out of date.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * SQLite with the durability settings of DESIGN.md (WAL, synchronous=FULL): an acknowledged save survives kill -9
 * and power loss. busy_timeout lets a second process (a migration run, an operator's shell) wait for the write lock.
 */
function sqliteDialect(path: string): Dialect {
  privateFile(path);
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  for (const companion of [`${path}-wal`, `${path}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten, not just unlinked: an erased account leaves nothing in the file.
  sqlite.pragma('secure_delete = ON');
  return new ImmediateSqliteDialect({ database: sqlite });
}

/**
 * PostgreSQL through a pool. bigint columns (better-auth's rate-limit times, our rate-limit windows) come back as
 * numbers, as they do from SQLite: every value stored in them is a time in milliseconds, far below 2^53.
 */
function postgresDialect(url: string): Dialect {
  const types = { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) };
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool and replaced on next use;
  // without a listener its error event would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL closed an idle connection'));
  return new PostgresDialect({ pool });
}

/**
 * Opens the app's database: PostgreSQL when `location` is a postgres:// URL, otherwise the SQLite file at that path.
 * Close it with `db.destroy()`.
 */
export function openDatabase(location: string): AppDatabase {
  return new Kysely<DB>({ dialect: isPostgresUrl(location) ? postgresDialect(location) : sqliteDialect(location) });
}

/** Which engine a Kysely instance talks to, for the few statements that differ (migrations, better-auth's config). */
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
