import type { CompletedOrder } from '../../api/checkout-api';

/** SPEC 2.1 routes of checkout and after. */
export const CHECKOUT_COMPLETE_ROUTE = '/will/checkout-complete';
export const CHARITY_CONTACT_ROUTE = '/will/checkout-charity-contact';
export const DASHBOARD_ROUTE = '/will/dashboard';

/** What checkout hands the pages after it (navigation state): the order just paid. */
export type PaidState = { order: CompletedOrder['order'] };

/** The paid order carried in navigation state, or null when the page was opened some other way (a reload, a link). */
export function paidOrderOf(state: unknown): PaidState['order'] | null {
  const order = (state as Partial<PaidState> | null)?.order;
  return order && Array.isArray(order.lines) ? order : null;
}
