import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';
import { serialId } from '../serial-id';

/** Makes `table` insert-only: the database itself refuses every UPDATE and DELETE of its rows. */
async function insertOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const message = `${table} is insert-only`;
  if (engineOf(db) === 'postgres') {
    await sql`create function ${sql.raw(`${table}_refuse_change`)}() returns trigger language plpgsql as ${sql.lit(
      `begin raise exception '${message}'; end;`,
    )}`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_insert_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ${sql.raw(`${table}_refuse_change`)}()`.execute(db);
    return;
  }
  for (const operation of ['update', 'delete']) {
    await sql`create trigger ${sql.raw(`${table}_no_${operation}`)} before ${sql.raw(operation)} on ${sql.table(table)}
      begin select raise(abort, ${sql.lit(message)}); end`.execute(db);
  }
}

/**
 * The legal team's review (issue 17). `review_audit` records every reviewer action on a submission (who, when,
 * which submission by its owner's user id, what: the action, the step and message of a request for changes, the
 * will revision it saw); the database refuses to change or delete its rows. `will_document` holds each user's
 * delivered will as PDF bytes (blob on SQLite, bytea on PostgreSQL), so any app process can serve it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_audit')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('needs_attention', 'delivered', 'email_failed')`))
    .addColumn('step', 'text')
    .addColumn('message', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_audit_user').on('review_audit').columns(['user_id', 'id']).execute();
  await insertOnly(db, 'review_audit');
  await db.schema
    .createTable('will_document')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('pdf', engineOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
