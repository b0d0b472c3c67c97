import { Hono, type Context } from 'hono';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import { changeAppSubscription, findSubscriptionRow, type SubscriptionRow } from '../stores/subscription-store';
import { subscriptionSummary, type SubscriptionChange } from '../../engine/products/subscription/subscription';
import copy from '../../schemas/copy/subscription.json';

/**
 * The update subscription as the billing page shows it: status, the end of the paid-for period (YYYY-MM-DD), the
 * next £10 payment, and where it is managed: `portal` (the gateway's billing portal, when a gateway subscription
 * renews it) or `here` (the app keeps it; the billing page cancels and resumes it).
 */
function subscriptionView(row: SubscriptionRow | null, now: string) {
  const summary = subscriptionSummary(row, now);
  return {
    status: summary.status,
    until: summary.until,
    next_payment: summary.nextPayment,
    manage: row?.gateway_subscription_id ? ('portal' as const) : ('here' as const),
  };
}

const REFUSALS = {
  nothing_to_cancel: copy.errors.nothingToCancel,
  nothing_to_resume: copy.errors.nothingToResume,
  managed_by_gateway: copy.errors.managedByGateway,
};

/**
 * Mounted at /api/subscription behind the session check: `GET /` answers `{subscription}`; `POST /cancel` cancels it
 * at the end of its period and `POST /resume` resumes it, answering `{subscription}`, or 409 `{type: 'conflict',
 * message}` when there is nothing to cancel or resume, or the gateway's portal manages it (nothing changes then).
 */
export function subscriptionRoutes(deps: { db: AppDatabase; clock: Clock }) {
  const change = (kind: SubscriptionChange) => async (c: Context<UserEnv>) => {
    const result = await changeAppSubscription(deps.db, deps.clock, c.var.user.id, kind);
    if (result.status !== 'changed') return c.json({ type: 'conflict', message: REFUSALS[result.status] }, 409);
    return c.json({ subscription: subscriptionView(result.subscription, deps.clock.now().toISOString()) });
  };
  return new Hono<UserEnv>()
    .get('/', async (c) => c.json({ subscription: subscriptionView(await findSubscriptionRow(deps.db, c.var.user.id), deps.clock.now().toISOString()) }))
    .post('/cancel', change('cancel'))
    .post('/resume', change('resume'));
}
