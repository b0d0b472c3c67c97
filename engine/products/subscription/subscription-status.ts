import { subscriptionActive, type SubscriptionState } from '../../will/resubmission';

/** How the dashboard shows the update subscription (SPEC 2.5). */
export type SubscriptionStatus = 'active' | 'cancelling' | 'inactive';

export type SubscriptionRecord = (NonNullable<SubscriptionState> & { cancel_at_period_end?: boolean }) | null;

/** Active; active but cancelling at the end of its period; or inactive (none, switched off, or its period ended at `now`). */
export function subscriptionStatus(subscription: SubscriptionRecord, now: string): SubscriptionStatus {
  if (!subscriptionActive(subscription, now)) return 'inactive';
  return subscription?.cancel_at_period_end ? 'cancelling' : 'active';
}
