import type { Kysely } from 'kysely';

/**
 * Request counts of the app's rate limits (server/middleware/rate-limit.ts), in the database so that every process
 * serving the app counts against the same budget. One row per budget and key (`addresses:<ip>`, `sign-in:<email>`),
 * counting requests until `reset_at` (milliseconds since the epoch), when the window starts again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_count')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_count_reset_at').on('request_count').column('reset_at').execute();
}
