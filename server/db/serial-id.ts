import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { engineOf } from './database';

/**
 * An integer primary key the database numbers itself: AUTOINCREMENT in SQLite, an identity column in PostgreSQL
 * (Kysely's autoIncrement() is MySQL's and SQLite's spelling only).
 */
export function serialId(db: Kysely<any>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return engineOf(db) === 'postgres'
    ? (col) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col) => col.primaryKey().autoIncrement();
}
