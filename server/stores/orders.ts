import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { DB } from '../db/schema';
import type { CartLine, PricedCart } from '../../engine/products/cart/price-cart';

export type OrderRow = Selectable<DB['will_order']>;

/** An order as checkout answers it (POST /api/checkout/complete `order`): amounts in pence. */
export type OrderView = { id: string; total: number; lines: CartLine[]; urgent_due_date: string | null; paid_at: string | null };

/** The lines the order was priced with: the will product, then the add-ons. */
export const linesOf = (order: Pick<OrderRow, 'lines'>): CartLine[] => JSON.parse(order.lines) as CartLine[];

export function orderView(order: OrderRow): OrderView {
  return { id: order.id, total: order.total, lines: linesOf(order), urgent_due_date: order.urgent_due_date, paid_at: order.paid_at };
}

/** Names a priced cart state: its lines with their prices, its coupon and its amounts. */
function cartKeyOf(priced: PricedCart): string {
  const state = { lines: [...priced.products, ...priced.addons], coupon: priced.coupon, subtotal: priced.subtotal, total: priced.total };
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

const pendingByCartKey = (db: AppDatabase, userId: string, cartKey: string) =>
  db.selectFrom('will_order').selectAll().where('user_id', '=', userId).where('cart_key', '=', cartKey).where('state', '=', 'pending').executeTakeFirst();

/**
 * The user's pending order for exactly this priced cart (same lines, prices, coupon and total), created when there
 * is none: paying twice for one cart state (two tabs, a double click) uses one order, and so one idempotency key and
 * one PaymentIntent; another cart state gets another order. A unique index on pending orders' (user_id, cart_key)
 * makes concurrent calls agree on one row.
 */
export async function pendingOrderFor(db: AppDatabase, input: { userId: string; priced: PricedCart; receiptEmail: string; now: Date }): Promise<OrderRow> {
  const { userId, priced } = input;
  const cartKey = cartKeyOf(priced);
  const existing = await pendingByCartKey(db, userId, cartKey);
  if (existing) return existing;
  const id = randomUUID();
  await db
    .insertInto('will_order')
    .values({
      id,
      user_id: userId,
      state: 'pending',
      lines: JSON.stringify([...priced.products, ...priced.addons]),
      coupon_code: priced.coupon?.code ?? null,
      subtotal: priced.subtotal,
      total: priced.total,
      idempotency_key: `order-${id}-${priced.total}`,
      cart_key: cartKey,
      payment_intent_id: null,
      receipt_email: input.receiptEmail,
      urgent_due_date: null,
      created_at: input.now.toISOString(),
      paid_at: null,
      refunded_at: null,
    })
    // A concurrent call inserted the pending order for this cart state first: use that one.
    .onConflict((oc) => oc.doNothing())
    .execute();
  const order = await pendingByCartKey(db, userId, cartKey);
  if (!order) throw new Error(`The pending order for user ${userId}'s cart was paid or removed while it was being created`);
  return order;
}

/** The user's order `orderId`; undefined when there is none or it is someone else's. */
export function findUserOrder(db: AppDatabase, userId: string, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('will_order').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
}

/** The order `orderId` whoever it belongs to, for the gateway's webhook (which names the order, not a user). */
export function findOrder(db: Kysely<DB>, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('will_order').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/**
 * Records the PaymentIntent the gateway made for a pending order, or for one a newer order superseded while the
 * intent was being made (so the intent can still be cancelled). Answers the order as stored afterwards.
 */
export async function setOrderPaymentIntent(db: AppDatabase, orderId: string, paymentIntentId: string): Promise<OrderRow | undefined> {
  await db
    .updateTable('will_order')
    .set({ payment_intent_id: paymentIntentId })
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('state', '=', 'pending'), eb.and([eb('state', '=', 'superseded'), eb('payment_intent_id', 'is', null)])]))
    .execute();
  return findOrder(db, orderId);
}

/** The user's most recently paid order, if any. */
export function lastPaidOrder(db: AppDatabase, userId: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('will_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
