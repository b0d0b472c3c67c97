import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';
import { serialId } from '../serial-id';

/**
 * Makes `table` insert-only: the database itself refuses every DELETE (and TRUNCATE on PostgreSQL) and every UPDATE
 * but one, setting `clearable` columns to NULL with every other column left as it was. That one change is how
 * erasing an account removes the personal text a row holds (UK GDPR article 17) while the record of what was done
 * stays.
 */
export async function insertOnly(db: Kysely<unknown>, table: string, columns: string[], clearable: string[]): Promise<void> {
  const message = `${table} is insert-only`;
  const kept = columns.filter((column) => !clearable.includes(column));
  if (engineOf(db) === 'postgres') {
    const unchanged = [...kept.map((c) => `new.${c} is not distinct from old.${c}`), ...clearable.map((c) => `(new.${c} is null or new.${c} is not distinct from old.${c})`)];
    // A statement-level TRUNCATE trigger has no NEW row: the UPDATE test is nested so it is never evaluated then.
    await sql`create function ${sql.raw(`${table}_refuse_change`)}() returns trigger language plpgsql as ${sql.lit(
      `begin if tg_op = 'UPDATE' then if ${unchanged.join(' and ')} then return new; end if; end if; raise exception '${message}'; end;`,
    )}`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_insert_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ${sql.raw(`${table}_refuse_change`)}()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ${sql.raw(`${table}_refuse_change`)}()`.execute(db);
    return;
  }
  const unchanged = [...kept.map((c) => `new.${c} is old.${c}`), ...clearable.map((c) => `(new.${c} is null or new.${c} is old.${c})`)];
  await sql`create trigger ${sql.raw(`${table}_no_update`)} before update on ${sql.table(table)}
    when not (${sql.raw(unchanged.join(' and '))})
    begin select raise(abort, ${sql.lit(message)}); end`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_no_delete`)} before delete on ${sql.table(table)}
    begin select raise(abort, ${sql.lit(message)}); end`.execute(db);
}

/**
 * The legal team's review. `review_audit` records every reviewer action on a submission (who, when,
 * which submission by its owner's user id, what: the action, the step and message of a request for changes, the
 * will revision it saw); the database refuses to change or delete its rows, except that erasing the user's account
 * clears `message`, the legal team's own words to the user (the step is a step id, the reviewer's address the
 * reviewer's, not the user's). `will_document` holds each user's delivered will as PDF bytes (blob on SQLite, bytea
 * on PostgreSQL), so any app process can serve it.
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
  const columns = ['id', 'user_id', 'reviewer_id', 'reviewer_email', 'action', 'step', 'message', 'revision', 'created_at'];
  await insertOnly(db, 'review_audit', columns, ['message']);
  await db.schema
    .createTable('will_document')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('pdf', engineOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
