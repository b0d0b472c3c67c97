import { longDate } from '../../ui/long-date';
import { interpolate } from '../../../engine/steps/interpolate';
import { BILLING_PORTAL_ROUTE } from '../../../engine/dashboard/sidebar-action';
import { subscriptionStatus, type SubscriptionRecord } from '../../../engine/products/subscription/subscription-status';
import copy from '../../../schemas/copy/dashboard.json';
import { GuaranteePanel } from './guarantee-panel';

/**
 * The update subscription (SPEC 2.5): active, cancelling at the end of its period, or inactive; the billing portal;
 * and the money-back guarantee.
 */
export function SubscriptionPanel({ subscription, now }: { subscription: SubscriptionRecord; now: string }) {
  const status = subscriptionStatus(subscription, now);
  const date = longDate(subscription?.current_period_end.slice(0, 10) ?? '');
  return (
    <section className={`dashboard__subscription dashboard__subscription--${status}`} aria-labelledby="subscription-title">
      <h3 id="subscription-title">{copy.subscription.title}</h3>
      <p>{interpolate(copy.subscription[status], { date })}</p>
      <a href={BILLING_PORTAL_ROUTE}>{copy.subscription.portal}</a>
      <GuaranteePanel />
    </section>
  );
}
