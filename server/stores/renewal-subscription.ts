import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { GatewaySubscription, PaymentGateway } from '../services/payments/payment-gateway';
import { oneYearAfter } from '../../engine/products/subscription/subscription';
import { findPaymentCustomer } from './payment-customers';

export type RenewalResult =
  | { status: 'started'; subscriptionId: string }
  /** This order started the gateway subscription before (a replayed event, a second call). */
  | { status: 'already_started'; subscriptionId: string }
  /** The gateway keeps no subscriptions (local test gateway): the app's own row is the subscription. */
  | { status: 'kept_by_app' }
  /** The order is not paid, or no card was registered: the app's row lapses at its period end. */
  | { status: 'not_renewable' };

/**
 * After checkout completes an order (run by the payment_intent.succeeded webhook; safe to run again): with a gateway
 * that renews subscriptions (Stripe), a gateway subscription on the user's saved card, free until the first
 * anniversary of the payment, then £10 a year, named on the user's subscription row with the order, so its webhook
 * events keep the row up to date and the order starts one subscription (the gateway's idempotency key is the
 * order's as well).
 */
export async function startRenewalSubscription(deps: { db: Kysely<DB>; payments: PaymentGateway }, orderId: string): Promise<RenewalResult> {
  const order = await deps.db.selectFrom('will_order').select(['user_id', 'paid_at', 'state']).where('id', '=', orderId).executeTakeFirst();
  if (order?.state !== 'paid' || !order.paid_at) return { status: 'not_renewable' };
  const userId = order.user_id;
  const row = await deps.db.selectFrom('subscription').select(['gateway_subscription_id', 'renewal_order_id']).where('user_id', '=', userId).executeTakeFirst();
  if (row?.renewal_order_id === orderId && row.gateway_subscription_id) return { status: 'already_started', subscriptionId: row.gateway_subscription_id };
  const customer = await findPaymentCustomer(deps.db, userId);
  if (!row || !customer?.payment_method_id) return { status: 'not_renewable' };
  const subscription: GatewaySubscription | null = await deps.payments.createRenewalSubscription({
    customerId: customer.customer_id,
    paymentMethodId: customer.payment_method_id,
    trialEnd: oneYearAfter(order.paid_at),
    userId,
    orderId,
    idempotencyKey: `renewal-${orderId}`,
  });
  if (!subscription) return { status: 'kept_by_app' };
  await deps.db
    .updateTable('subscription')
    .set({ gateway_subscription_id: subscription.id, renewal_order_id: orderId })
    .where('user_id', '=', userId)
    .execute();
  return { status: 'started', subscriptionId: subscription.id };
}
