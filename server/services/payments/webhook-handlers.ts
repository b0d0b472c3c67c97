import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { completeOrderIn, intentPaysOrder } from '../../stores/complete-order';
import { findOrder } from '../../stores/orders';
import { applyGatewaySubscription } from '../../stores/subscription-store';
import { startRenewalSubscription } from '../../stores/renewal-subscription';
import { refundSupersededPayment } from '../../stores/superseded-orders';
import { PaymentError, type PaymentEvent, type PaymentGateway } from './payment-gateway';
import { claimWebhookEvent } from './webhook-events';
import type { TurnaroundConfig } from '../../stores/review-rounds';

export type WebhookDeps = { db: AppDatabase; clock: Clock; mail: Mailer; payments: PaymentGateway; config: { page: TurnaroundConfig } };

/**
 * What a handler gets: the app's services, and `once`, which runs the event's database work in one transaction
 * with its claim (claimWebhookEvent), so a replayed event does nothing and a failed one is retried whole. `once`
 * answers `{value}` with the work's result, or null when the event was processed before.
 */
export type WebhookContext = WebhookDeps & { once<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<{ value: T } | null> };

/** Acts on one verified event; reads from the gateway first, then writes through `once`. */
export type WebhookHandler = (event: PaymentEvent, context: WebhookContext) => Promise<void>;

/**
 * payment_intent.succeeded: completes the order named in the intent's metadata when the gateway's current state of
 * the intent pays it (the same completion as POST /api/checkout/complete, which may have done it already), then
 * emails the receipt (written to the outbox with the payment) if this event completed it, and starts the yearly renewal at the gateway (Stripe). A payment
 * for a superseded order (a newer order replaced it) is refunded instead.
 */
const paymentIntentSucceeded: WebhookHandler = async (event, context) => {
  const orderId = event.paymentIntent?.metadata.order_id;
  if (!event.paymentIntent || !orderId) return;
  const intentId = event.paymentIntent.id;
  const intent = await context.payments.retrievePaymentIntent(intentId).catch((error: unknown) => {
    // An intent the gateway does not know (another environment's) pays nothing here; a gateway failure is retried.
    if (error instanceof PaymentError && error.kind === 'invalid_request') return null;
    throw error;
  });
  if (!intent) return;
  const done = await context.once(async (trx) => {
    const order = await findOrder(trx, orderId);
    if (!order || !intentPaysOrder(intent, order)) return null;
    return completeOrderIn(trx, order.id, context.clock.now(), { mail: context.mail, paymentMethodId: intent.paymentMethodId, turnaround: context.config.page });
  });
  if (done?.value) await context.mail.flush();
  // A payment for an order a newer one superseded (one payable order per will) is refunded, never kept.
  const order = await findOrder(context.db, orderId);
  if (order?.state === 'superseded') {
    await refundSupersededPayment(context, order, intent);
    return;
  }
  // Whoever completed the order (this event or the browser), its yearly renewal starts once it is paid; also on a
  // replay, in case the first delivery failed after its claim.
  await startRenewalSubscription(context, orderId);
};

/**
 * customer.subscription.updated / deleted: the update subscription renewed by this gateway subscription takes the
 * gateway's current state of it (so events delivered out of order still leave the latest state): active or not,
 * cancelling at period end (e.g. from the billing portal), and its period end. Other subscriptions change nothing.
 */
const subscriptionChanged: WebhookHandler = async (event, context) => {
  if (!event.subscription) return;
  const subscription = await context.payments.retrieveSubscription(event.subscription.id);
  await context.once((trx) => applyGatewaySubscription(trx, subscription));
};

/** The handler of each event type the app acts on; every other type is acknowledged and ignored. */
export const webhookHandlers: Record<string, WebhookHandler> = {
  'payment_intent.succeeded': paymentIntentSucceeded,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
};

/** Processes a verified event with its type's handler, once per event id; an event of another type is ignored. */
export async function processWebhookEvent(deps: WebhookDeps, event: PaymentEvent): Promise<void> {
  const handler = Object.hasOwn(webhookHandlers, event.type) ? webhookHandlers[event.type] : undefined;
  if (!handler) return;
  const once: WebhookContext['once'] = (work) =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await claimWebhookEvent(trx, event, deps.clock.now().toISOString()))) return null;
      return { value: await work(trx) };
    });
  await handler(event, { ...deps, once });
}
