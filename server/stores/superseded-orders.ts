import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { PaymentError, type PaymentGateway, type PaymentIntent } from '../services/payments/payment-gateway';
import { findOrder, type OrderRow } from './orders';

type SettleDeps = { db: Kysely<DB>; payments: PaymentGateway; clock: Clock };

/**
 * One payable order per will: marks the user's pending orders other than `keepId` superseded at `at`, so
 * no completion can pay them any more. Answers the orders it superseded, for settleSupersededOrder.
 */
export async function supersedeOtherPendingOrders(db: Kysely<DB>, userId: string, keepId: string, at: string): Promise<OrderRow[]> {
  return db
    .updateTable('will_order')
    .set({ state: 'superseded', superseded_at: at })
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .where('id', '!=', keepId)
    .returningAll()
    .execute();
}

/**
 * Marks the pending order `orderId` superseded because the will it pays for was paid by another order since it was
 * created: a completion for a will already paid is refused. True when this call superseded it.
 */
export async function supersedeIfWillPaidSince(trx: Kysely<DB>, order: OrderRow, at: string): Promise<boolean> {
  const later = await trx
    .selectFrom('will_order')
    .select('id')
    .where('user_id', '=', order.user_id)
    .where('state', '=', 'paid')
    .where('id', '!=', order.id)
    .where('paid_at', '>', order.created_at)
    .executeTakeFirst();
  if (!later) return false;
  const { numUpdatedRows } = await trx
    .updateTable('will_order')
    .set({ state: 'superseded', superseded_at: at })
    .where('id', '=', order.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

const isUnexpectedState = (error: unknown) => error instanceof PaymentError && error.kind === 'invalid_request';

/**
 * Refunds, through the gateway, a payment that succeeded for the superseded order `order` anyway (a tab confirmed
 * the card before the newer order cancelled its intent), and records the refund on the order, whose state stays
 * `superseded`: it was never a purchase. `intent` is the gateway's current state of the intent, which must be the
 * order's own (its metadata). The idempotency key `refund-superseded-{orderId}` refunds it once however often this
 * runs (the webhook and a complete call racing).
 */
export async function refundSupersededPayment(deps: SettleDeps, order: OrderRow, intent: PaymentIntent): Promise<void> {
  if (intent.status !== 'succeeded' || intent.metadata.order_id !== order.id || intent.metadata.user_id !== order.user_id) return;
  const refund = await deps.payments.refund({ paymentIntentId: intent.id, idempotencyKey: `refund-superseded-${order.id}` });
  await deps.db
    .updateTable('will_order')
    .set({ refund_id: refund.id, refunded_at: deps.clock.now().toISOString(), payment_intent_id: intent.id })
    .where('id', '=', order.id)
    .where('state', '=', 'superseded')
    .where('refund_id', 'is', null)
    .execute();
}

/**
 * Makes the superseded order `order` unpayable at the gateway: cancels its PaymentIntent (key `cancel-{orderId}`) or,
 * when the card was charged already, refunds the payment (refundSupersededPayment). An order without an intent, or
 * whose intent was cancelled already, needs nothing. Gateway failures are thrown (PaymentError).
 */
export async function settleSupersededOrder(deps: SettleDeps, order: OrderRow): Promise<void> {
  const paymentIntentId = order.payment_intent_id;
  if (!paymentIntentId) return;
  try {
    await deps.payments.cancelPaymentIntent({ paymentIntentId, idempotencyKey: `cancel-${order.id}` });
    return;
  } catch (error) {
    if (!isUnexpectedState(error)) throw error;
  }
  // Cancelled already (an earlier settle), or succeeded meanwhile: the gateway's current state says which.
  const intent = await deps.payments.retrievePaymentIntent(paymentIntentId);
  await refundSupersededPayment(deps, order, intent);
}

/** settleSupersededOrder for the order `orderId` as stored now, when it is superseded. True when it is. */
export async function settleIfSuperseded(deps: SettleDeps, orderId: string): Promise<boolean> {
  const order = await findOrder(deps.db, orderId);
  if (order?.state !== 'superseded') return false;
  await settleSupersededOrder(deps, order);
  return true;
}
