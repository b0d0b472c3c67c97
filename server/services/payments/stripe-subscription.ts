import type Stripe from 'stripe';
import type { GatewaySubscription } from './payment-gateway';

/** Stripe statuses under which the update subscription counts: the free first year, or paid up. */
const ACTIVE_STATUSES = new Set(['trialing', 'active']);

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/**
 * The subscription as the app sees it, from Stripe's JSON (API answer or webhook event). Since API version
 * 2025-03-31 the period lives on the subscription's items; the billing portal cancels either at period end or at a
 * set `cancel_at`, both of which mean "cancelling".
 */
export function subscriptionFromStripe(subscription: Stripe.Subscription): GatewaySubscription {
  const item = subscription.items.data[0];
  const periodEnd = item?.current_period_end ?? subscription.trial_end ?? subscription.created;
  // An ended subscription's period is over when it ended; a set cancellation date ends it then, even mid-period.
  const end = subscription.ended_at ?? (subscription.cancel_at === null ? periodEnd : Math.min(periodEnd, subscription.cancel_at));
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    active: ACTIVE_STATUSES.has(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    currentPeriodEnd: iso(end),
    metadata: { ...subscription.metadata },
  };
}
