import { daysInMonth } from '../../time/calendar-date';
import { instantMs, instantText } from '../../time/instant';
import type { Pence } from '../../will/money';
import { subscriptionStatus, type SubscriptionRecord, type SubscriptionStatus } from './subscription-status';

/**
 * The update subscription and the money-back guarantee (SPEC 1, 9): free for the first year, then £10 a year from the
 * purchase date; a refund on request within 30 days of purchase. Times are ISO 8601 strings; `now` is a parameter.
 */

/** SPEC 9: the yearly price after the free first year. */
export const SUBSCRIPTION_PRICE_PENCE: Pence = 1000;

/** SPEC 9: the money-back contact window. */
const REFUND_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

function msOf(instant: string): number {
  const ms = instantMs(instant);
  if (ms === null) throw new Error(`Not an ISO 8601 time: '${instant}'`);
  return ms;
}

/** The same moment a year after `from` (29 February gives 28 February); throws on an unreadable time. */
export function oneYearAfter(from: string): string {
  const text = instantText(msOf(from));
  const year = Number(text.slice(0, 4)) + 1;
  const month = Number(text.slice(5, 7));
  const day = Math.min(Number(text.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${text.slice(5, 7)}-${String(day).padStart(2, '0')}${text.slice(10)}`;
}

/**
 * What the billing page shows: the status, the end of the paid-for period while it counts (YYYY-MM-DD), and the next
 * £10 payment, due at that end, unless the subscription is cancelling or inactive.
 */
export type SubscriptionSummary = {
  status: SubscriptionStatus;
  until: string | null;
  nextPayment: { amount: Pence; date: string } | null;
};

export function subscriptionSummary(subscription: SubscriptionRecord, now: string): SubscriptionSummary {
  const status = subscriptionStatus(subscription, now);
  const until = status === 'inactive' || !subscription ? null : subscription.current_period_end.slice(0, 10);
  return { status, until, nextPayment: status === 'active' && until ? { amount: SUBSCRIPTION_PRICE_PENCE, date: until } : null };
}

export type SubscriptionChange = 'cancel' | 'resume';
export type SubscriptionChangeRefusal = 'nothing_to_cancel' | 'nothing_to_resume';

/**
 * Cancelling at the end of the period (only an active subscription) or resuming (only one that is cancelling): the
 * changed record, or why there is nothing to change. The paid-for period never changes.
 */
export function changeSubscription(
  subscription: SubscriptionRecord,
  change: SubscriptionChange,
  now: string,
): { ok: true; cancelAtPeriodEnd: boolean } | { ok: false; refusal: SubscriptionChangeRefusal } {
  const status = subscriptionStatus(subscription, now);
  if (change === 'cancel') return status === 'active' ? { ok: true, cancelAtPeriodEnd: true } : { ok: false, refusal: 'nothing_to_cancel' };
  return status === 'cancelling' ? { ok: true, cancelAtPeriodEnd: false } : { ok: false, refusal: 'nothing_to_resume' };
}

/** The last moment a purchase paid at `paidAt` can be refunded under the guarantee. */
export function refundDeadline(paidAt: string): string {
  return instantText(msOf(paidAt) + REFUND_WINDOW_DAYS * DAY_MS);
}

export type RefundRefusal = 'window_closed' | 'free_order';

/** Whether a paid order can be refunded at `now`: null when it can; never a free order (nothing was charged). */
export function refundRefusal(order: { total: Pence; paid_at: string }, now: string): RefundRefusal | null {
  if (order.total <= 0) return 'free_order';
  return msOf(now) <= msOf(refundDeadline(order.paid_at)) ? null : 'window_closed';
}

/** Where the user stands with the guarantee: no purchase, a free one, refundable now, too late, or refunded. */
export type GuaranteeState = 'none' | 'free' | 'refundable' | 'expired' | 'refunded';

/** The guarantee for the user's latest purchase (null: none) at `now`. */
export function guaranteeState(purchase: { state: 'paid' | 'refunded'; total: Pence; paid_at: string } | null, now: string): GuaranteeState {
  if (!purchase) return 'none';
  if (purchase.state === 'refunded') return 'refunded';
  const refusal = refundRefusal(purchase, now);
  if (refusal === 'free_order') return 'free';
  return refusal === 'window_closed' ? 'expired' : 'refundable';
}
