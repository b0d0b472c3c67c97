import type { Kysely } from 'kysely';
import { serialId } from '../serial-id';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('will')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('will_revision')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('will_revision_user_revision', ['user_id', 'revision'])
    .execute();
}
