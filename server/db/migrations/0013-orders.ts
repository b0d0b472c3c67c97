import { sql, type Kysely } from 'kysely';

/**
 * Orders (issue 16). One row per checkout attempt of a cart state: `lines` is the JSON of the priced cart's products
 * (name, title, base and current price in pence) and the amounts are the server's own, never the browser's. An order
 * is `pending` until its payment succeeds (or its total is 0), then `paid` once, then maybe `refunded` under the
 * money-back guarantee. `idempotency_key` (`order-{id}-{total}`) is given to the gateway so one order charges once.
 * `payment_customer` holds the user's gateway customer, so later orders and the subscription reuse it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('will_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'paid', 'refunded')`))
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('subtotal', 'integer', (c) => c.notNull().check(sql`subtotal >= 0`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_intent_id', 'text')
    .addColumn('receipt_email', 'text', (c) => c.notNull())
    /** YYYY-MM-DD: two working days after payment when the urgent will was bought; null otherwise. */
    .addColumn('urgent_due_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema.createIndex('will_order_user').on('will_order').columns(['user_id', 'state']).execute();
  await db.schema
    .createTable('payment_customer')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text')
    .execute();
}
