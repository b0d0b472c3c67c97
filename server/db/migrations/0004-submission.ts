import { sql, type Kysely } from 'kysely';

/**
 * The account state around a will (SPEC 3.2): its submission to the legal team, the update subscription, and
 * whether the will is paid for. One row per user in each table; a missing row means none / not paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('submission')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('NEW', 'CANCELLED', 'DELIVERED', 'NEEDS_USER_ATTENTION')`))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('print_url', 'text')
    .execute();
  await db.schema
    .createTable('subscription')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('is_active', 'integer', (c) => c.notNull().check(sql`is_active in (0, 1)`))
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0).check(sql`cancel_at_period_end in (0, 1)`))
    .addColumn('current_period_end', 'text', (c) => c.notNull())
    .execute();
  // A row means the will is paid for; checkout writes it once per user (order_id names the paying order).
  await db.schema
    .createTable('will_payment')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .execute();
}
