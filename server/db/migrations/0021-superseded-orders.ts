import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';

const STATES = sql`state in ('pending', 'paid', 'refunded', 'superseded')`;

/**
 * One payable order per will: a newer order supersedes the user's older pending ones, whose
 * PaymentIntents are cancelled at the gateway. `will_order.state` gains `superseded` (never payable again), and
 * `superseded_at` says when; a payment that succeeded for a superseded order anyway is refunded, recorded in the
 * existing `refunded_at` and `refund_id` while the state stays `superseded` (it was never a purchase).
 * SQLite cannot change a CHECK constraint, so there the table is rebuilt with its indexes; PostgreSQL swaps it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`alter table will_order drop constraint will_order_state_check`.execute(db);
    await sql`alter table will_order add constraint will_order_state_check check (${STATES})`.execute(db);
    await db.schema.alterTable('will_order').addColumn('superseded_at', 'text').execute();
    return;
  }
  await db.schema
    .createTable('will_order_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(STATES))
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('subtotal', 'integer', (c) => c.notNull().check(sql`subtotal >= 0`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('cart_key', 'text', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text')
    .addColumn('receipt_email', 'text', (c) => c.notNull())
    .addColumn('urgent_due_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('superseded_at', 'text')
    .execute();
  await sql`insert into will_order_next (id, user_id, state, lines, coupon_code, subtotal, total, idempotency_key, cart_key, payment_intent_id,
    receipt_email, urgent_due_date, created_at, paid_at, refunded_at, refund_id)
    select id, user_id, state, lines, coupon_code, subtotal, total, idempotency_key, cart_key, payment_intent_id,
    receipt_email, urgent_due_date, created_at, paid_at, refunded_at, refund_id from will_order`.execute(db);
  await db.schema.dropTable('will_order').execute();
  await db.schema.alterTable('will_order_next').renameTo('will_order').execute();
  await db.schema.createIndex('will_order_user').on('will_order').columns(['user_id', 'state']).execute();
  await db.schema.createIndex('will_order_pending_cart').on('will_order').columns(['user_id', 'cart_key']).unique().where(sql.ref('state'), '=', 'pending').execute();
}
