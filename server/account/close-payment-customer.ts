import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { PaymentError, type PaymentGateway } from '../services/payments/payment-gateway';

/** Ends a gateway subscription now; one that has already ended (by the gateway, or an earlier try) is left be. */
async function cancelAtOnce(payments: PaymentGateway, subscriptionId: string): Promise<void> {
  try {
    await payments.cancelSubscription({ subscriptionId, idempotencyKey: `erase-account-${subscriptionId}` });
  } catch (error) {
    if (error instanceof PaymentError && error.kind === 'invalid_request' && !(await payments.retrieveSubscription(subscriptionId)).active) return;
    throw error;
  }
}

/**
 * The payment gateway's side of erasing an account: the update subscription it renews is cancelled at
 * once, so no renewal is charged to a deleted account, and the user's customer (their name, address and saved cards)
 * is deleted. Runs before the database is erased: if the gateway fails, this throws its PaymentError and the account
 * stays whole; if the database erase fails after it, running both again is safe.
 */
export async function closePaymentCustomer(db: Kysely<DB>, payments: PaymentGateway, userId: string): Promise<void> {
  const subscription = await db.selectFrom('subscription').select(['gateway_subscription_id', 'is_active']).where('user_id', '=', userId).executeTakeFirst();
  if (subscription?.gateway_subscription_id && subscription.is_active === 1) await cancelAtOnce(payments, subscription.gateway_subscription_id);
  const customer = await db.selectFrom('payment_customer').select('customer_id').where('user_id', '=', userId).executeTakeFirst();
  if (customer) await payments.deleteCustomer(customer.customer_id);
}
