import { Hono } from 'hono';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import { resubmitWill } from '../stores/account-state-store';
import apiErrors from '../../schemas/copy/api-errors.json';

export const CHECKOUT_PATH = '/will/checkout';

/**
 * `POST /` (mounted at /api/will/resubmit, behind the session check): SPEC 4.1 "a local resubmission sets the
 * submission state to NEW". When engine/resubmission.ts allows it, answers 200 `{submission}`. Otherwise nothing
 * changes: 402 pointing to checkout when payment is needed (never paid, or no active subscription), 422 when the
 * will is incomplete again.
 */
export function resubmitRoutes(deps: { db: AppDatabase; clock: Clock }) {
  return new Hono<UserEnv>().post('/', async (c) => {
    const result = await resubmitWill(deps.db, deps.clock, c.var.user.id);
    if (result.status === 'resubmitted') return c.json({ submission: result.submission });
    const message = apiErrors.resubmit[result.status];
    if (result.status === 'incomplete') return c.json({ type: 'validation', message, fields: {} }, 422);
    return c.json({ type: 'payment_required', message, checkout: CHECKOUT_PATH }, 402);
  });
}
