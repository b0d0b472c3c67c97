import { sql, type Kysely } from 'kysely';

/**
 * Orders. One row per checkout attempt of a cart state: `lines` is the JSON of the priced cart's products
 * (name, title, base and current price in pence) and the amounts are the server's own, never the browser's. An order
 * is `pending` until its payment succeeds (or its total is 0), then `paid` once, then maybe `refunded` under the
 * money-back guarantee. `idempotency_key` (`order-{id}-{total}`) is given to the gateway so one order charges once.
 * `cart_key` names the cart state an order was priced from (its lines, coupon and total): a user has at most one
 * pending order per cart state, so two tabs paying for the same cart share one order and one PaymentIntent.
 * `payment_customer` holds the user's gateway customer, so later orders and the subscription reuse it, with the
 * brand and last four digits of the card last registered (for the receipt). `charity_consent` holds the answer to
 * the checkout's charity-contact question (SPEC 4.3), for the charity named by its registered number.
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
    .addColumn('cart_key', 'text', (c) => c.notNull())
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
    .createIndex('will_order_pending_cart')
    .on('will_order')
    .columns(['user_id', 'cart_key'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema
    .createTable('payment_customer')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .execute();
  await db.schema
    .createTable('charity_consent')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('charity_number', 'text', (c) => c.notNull())
    .addColumn('bequeathed', 'integer', (c) => c.notNull().check(sql`bequeathed in (0, 1)`))
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .execute();
}
