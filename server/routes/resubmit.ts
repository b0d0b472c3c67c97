import { Hono } from 'hono';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import { resubmitWill } from '../stores/account-state-store';

export const CHECKOUT_PATH = '/will/checkout';
export const RESUBMIT_NEEDS_PAYMENT =
  'Resubmitting needs an active update subscription. Please go to checkout to pay for your resubmission.';

/**
 * `POST /` (mounted at /api/will/resubmit, behind the session check): SPEC 4.1 "a local resubmission sets the
 * submission state to NEW". With an active update subscription (SPEC 6) answers 200 `{submission}`; otherwise
 * 402 `{type: "payment_required", message, checkout}` pointing to checkout, and nothing changes.
 */
export function resubmitRoutes(deps: { db: AppDatabase; clock: Clock }) {
  return new Hono<UserEnv>().post('/', async (c) => {
    const result = await resubmitWill(deps.db, deps.clock, c.var.user.id);
    if (result.status === 'payment_required') {
      return c.json({ type: 'payment_required', message: RESUBMIT_NEEDS_PAYMENT, checkout: CHECKOUT_PATH }, 402);
    }
    return c.json({ submission: result.submission });
  });
}
