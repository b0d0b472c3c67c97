import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';
import { serialId } from '../serial-id';

/**
 * Every delivered version of a will is kept: `will_document` had one row per user, replaced at each
 * delivery; it now has a row per delivery, numbered by `id`, with the will revision delivered and when
 * (`created_at`). The existing rows are kept as each user's first delivered version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('will_document_next')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('pdf', engineOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into will_document_next (user_id, pdf, revision, created_at) select user_id, pdf, revision, created_at from will_document order by created_at`.execute(db);
  await db.schema.dropTable('will_document').execute();
  await db.schema.alterTable('will_document_next').renameTo('will_document').execute();
  await db.schema.createIndex('will_document_user').on('will_document').columns(['user_id', 'id']).execute();
}
