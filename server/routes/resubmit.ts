import { Hono } from 'hono';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import { resubmitWill } from '../stores/account-state-store';
import apiErrors from '../../schemas/copy/api-errors.json';
import { notReadyAnswer } from './not-ready-answer';
import type { TurnaroundConfig } from '../stores/review-rounds';

export const CHECKOUT_PATH = '/will/checkout';

/**
 * `POST /` (mounted at /api/will/resubmit, behind the session check): SPEC 4.1 "a local resubmission sets the
 * submission state to NEW". When engine/will/resubmission.ts allows it, answers 200 `{submission}`. Otherwise nothing
 * changes: 402 pointing to checkout when payment is needed (never paid, or no active subscription), 422 with the
 * step to finish (`next_step`, as checkout answers) when the will may not be submitted (engine/will/submit-readiness.ts).
 */
export function resubmitRoutes(deps: { db: AppDatabase; clock: Clock; config: { page: TurnaroundConfig } }) {
  return new Hono<UserEnv>().post('/', async (c) => {
    const result = await resubmitWill(deps.db, deps.clock, c.var.user.id, deps.config.page);
    if (result.status === 'resubmitted') return c.json({ submission: result.submission });
    if (result.status === 'incomplete') throw notReadyAnswer(apiErrors.resubmit.incomplete, result.next);
    const message = apiErrors.resubmit[result.status];
    return c.json({ type: 'payment_required', message, checkout: CHECKOUT_PATH }, 402);
  });
}
