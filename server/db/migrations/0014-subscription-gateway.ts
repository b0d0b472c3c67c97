import type { Kysely } from 'kysely';

/**
 * The update subscription at the payment gateway and the money-back refund. With Stripe the yearly
 * renewal is a Stripe Subscription: `subscription.gateway_subscription_id` names it, so its webhook events update
 * the row (null: the app keeps the subscription itself, as with the local test gateway), and `renewal_order_id` the
 * order whose payment started it, so that order starts one. `will_order.refund_id` is the gateway's refund of a
 * refunded order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscription').addColumn('gateway_subscription_id', 'text').execute();
  await db.schema.alterTable('subscription').addColumn('renewal_order_id', 'text').execute();
  await db.schema.createIndex('subscription_gateway_id').unique().on('subscription').column('gateway_subscription_id').execute();
  await db.schema.alterTable('will_order').addColumn('refund_id', 'text').execute();
}
