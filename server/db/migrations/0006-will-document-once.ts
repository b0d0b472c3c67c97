import { sql, type Kysely } from 'kysely';

/**
 * Each revision's document is stored once, in will_revision; the will row keeps the user's current revision (and
 * its passed steps) and points at it. Before, every save wrote the same 10 KB twice, in will and will_revision: a
 * third of the bytes each commit writes and fsyncs (bench/will-save), and twice the disk. The current document
 * is copied into the history first wherever the history lacks it or differs, so nothing is lost when the column
 * goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into will_revision (user_id, revision, schema_version, document, created_at)
    select user_id, revision, schema_version, document, updated_at from will where true
    on conflict (user_id, revision) do update set schema_version = excluded.schema_version, document = excluded.document
  `.execute(db);
  await db.schema.alterTable('will').dropColumn('document').execute();
}
