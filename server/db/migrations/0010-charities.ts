import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';

/**
 * The charity index (server/services/charities): register entries, searched by full text. SQLite keeps an FTS5
 * table over name, acronym and number (rowid = the charity's rowid, filled by the importer); PostgreSQL a stored tsvector
 * column with a GIN index. The `simple` configuration keeps words whole (no stemming), as FTS5's default does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('charity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reg_number', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('acronym', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  if (engineOf(db) === 'postgres') {
    await sql`alter table charity add column search tsvector generated always as (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', acronym), 'B') || setweight(to_tsvector('simple', reg_number), 'C')) stored`.execute(db);
    await sql`create index charity_search on charity using gin (search)`.execute(db);
  } else {
    await sql`create virtual table charity_fts using fts5(name, acronym, reg_number, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  }
}
