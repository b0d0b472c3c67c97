import { sql, type Kysely } from 'kysely';

/**
 * Payments (server/services/payments). `payment_webhook_event` records each gateway webhook event once processed, so
 * a replayed event acts once. The `local_payment_*` tables are the embedded local test gateway's own state (what
 * Stripe keeps on its side), in the database so that every app process sees the same intents: payment methods
 * (the card's outcome, brand and last four digits, never its number), PaymentIntents (one per idempotency key) and
 * refunds (one per idempotency key). Ids are made by the app; times are ISO 8601 text; amounts are pence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_webhook_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('local_payment_method')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('succeeds', 'declined', 'insufficient_funds')`))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('local_payment_intent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('amount_refunded', 'integer', (c) => c.notNull().defaultTo(0).check(sql`amount_refunded >= 0 and amount_refunded <= amount`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text')
    .addColumn('receipt_email', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('local_payment_refund')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_intent_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
