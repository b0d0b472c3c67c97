import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('onboarding_answer')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('onboarding_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
