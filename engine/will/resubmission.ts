import { maySubmit } from './submit-readiness';
import type { Will } from './will';

export type SubscriptionState = { is_active: boolean; current_period_end: string } | null;

/**
 * SPEC 6: a subscription makes resubmissions free while it is active and its paid-for period has not ended at
 * `now` (ISO timestamp); one cancelled at period end still counts until then. An unreadable end counts as ended.
 */
export function subscriptionActive(subscription: SubscriptionState, now: string): boolean {
  if (!subscription?.is_active) return false;
  return /^\d{4}-\d{2}-\d{2}T/.test(subscription.current_period_end) && subscription.current_period_end > now;
}

export type ResubmitRefusal = 'not_submitted' | 'incomplete' | 'needs_payment';

/**
 * Whether the user may resubmit (SPEC 1, 4.1, 6): only a will that was paid for and submitted once, that may be
 * submitted again (engine/will/submit-readiness.ts), and only free with an active subscription. Null means yes.
 */
export function resubmitRefusal(will: Will, account: { paid: boolean; subscription: SubscriptionState }, today: string, now: string): ResubmitRefusal | null {
  if (!account.paid) return 'not_submitted';
  if (!maySubmit(will, today)) return 'incomplete';
  if (!subscriptionActive(account.subscription, now)) return 'needs_payment';
  return null;
}
