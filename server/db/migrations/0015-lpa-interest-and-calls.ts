import type { Kysely } from 'kysely';

/**
 * The LPA register-interest answers (POST /api/lpa-interest) and the calls users book with the team
 * (POST /api/calls), one row per user in each, replaced when the user answers or books again.
 *
 * - lpa_interest.kinds: 'both', 'propertyAndFinancialAffairs' or 'healthAndWelfare'; phone and best_time optional.
 * - call_booking.slot_start: the ISO 8601 UTC instant the 30-minute call starts (engine/products/calls/call-slots.ts). It is
 *   unique, so two users racing for one slot cannot both have it: the database keeps exactly one.
 *
 * Times are ISO 8601 text, which sorts in time order on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lpa_interest')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('best_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('call_booking')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('slot_start', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
