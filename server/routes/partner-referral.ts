import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import { readJson } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import { claimReferral, isReferralCode, type ClaimOutcome } from '../stores/partner-referrals';
import apiErrors from '../../schemas/copy/api-errors.json';

export type PartnerReferralDeps = { db: AppDatabase; clock: Clock };

const REFUSALS: Record<Exclude<ClaimOutcome, 'claimed'>, { status: 404 | 409 | 422; message: string }> = {
  unknown: { status: 404, message: apiErrors.referralUnknown },
  own: { status: 422, message: apiErrors.referralOwn },
  taken: { status: 409, message: apiErrors.referralTaken },
  'already-referred': { status: 409, message: apiErrors.referralAlreadyClaimed },
};

/**
 * `POST /` (mounted at /api/partner-referral, behind the session check) with `{code}`: the signed-in user signed up
 * through a refer-partner invitation (`/will/start?ref=<code>`), so their account is recorded against it and
 * checkout can give them the partner discount. 200 `{status: "CLAIMED"}`; 404 for an unknown code (or one of the
 * wrong shape); 422 for the user's own invitation; 409 when the code was used by another account or this account
 * already has one. 400 for malformed JSON.
 */
export function partnerReferralRoutes(deps: PartnerReferralDeps) {
  return new Hono<UserEnv>().post('/', jsonShape<{ code: string }>(), async (c) => {
    const body = await readJson(c);
    const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : undefined;
    const outcome: ClaimOutcome = isReferralCode(code) ? await claimReferral(deps.db, code, c.var.user.id, deps.clock.now()) : 'unknown';
    if (outcome === 'claimed') return c.json({ status: 'CLAIMED' }, 200);
    const refusal = REFUSALS[outcome];
    return c.json({ type: outcome === 'unknown' ? 'not_found' : 'conflict', message: refusal.message }, refusal.status);
  });
}
