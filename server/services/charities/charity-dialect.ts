import { PostgresAdapter, type Kysely } from 'kysely';

/** The full-text engine the database offers: PostgreSQL's tsvector, else SQLite's FTS5. */
export function charityTextSearch(db: Kysely<any>): 'postgres' | 'sqlite' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
