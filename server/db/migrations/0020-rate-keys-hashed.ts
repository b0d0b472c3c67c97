import type { Kysely } from 'kysely';

/**
 * Rate-limit counts are keyed by a keyed hash of their subject from now on (server/middleware/rate-limit.ts),
 * never an email or client address: the rows written before, keyed by the address as typed, go. They are counts of
 * windows of at most a day, so forgetting them only starts each budget afresh.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('request_count').execute();
}
