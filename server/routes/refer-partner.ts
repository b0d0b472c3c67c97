import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { ReferPartnerLimits } from '../config';
import { readJson, validationError, type FieldErrors } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import { MailError, type Mailer } from '../services/mail/mailer';
import { invitationTopic, referPartnerEmail } from '../services/mail/emails';
import { loadWill, saveWill } from '../stores/will-store';
import { releaseSend, reserveSend, type ReferPartnerCap } from '../stores/refer-partner-sends';
import { createReferral, dropReferral } from '../stores/partner-referrals';
import { VALIDATION_MESSAGES } from '../../engine/will/validation/field-errors';
import { stepMessage } from '../../engine/steps/step-messages';
import { checkPersonName } from '../../engine/will/validation/person-name';
import apiErrors from '../../schemas/copy/api-errors.json';
import type { Will } from '../../engine/will/will';
import step from '../../schemas/steps/refer-partner.json';
import { log } from '../logger';

export type ReferPartnerDeps = {
  db: AppDatabase;
  mail: Mailer;
  clock: Clock;
  config: { baseUrl: string; partnerDiscountPercentage: number; referPartnerLimits: ReferPartnerLimits };
};

const NAME_FIELD = 'will.partnerReferred.name';
const EMAIL_FIELD = 'will.partnerReferred.email';
const MAX_EMAIL = 254;
const UNAVAILABLE = "We couldn't send the email. Please try again later.";
const CAP_MESSAGES: Record<ReferPartnerCap, string> = {
  user: apiErrors.referralLimit,
  recipient: apiErrors.referralRecipientLimit,
  service: apiErrors.referralServiceLimit,
};

/**
 * The "email" format of will.schema.json (ajv-formats' full format), so a stored partnerReferred always passes a
 * later POST /api/will of the whole will.
 */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

type Referral = { name: string; email: string };

/**
 * The trimmed name (held to the person-name rule, as it goes into the email) and email, or the field errors in the
 * wording of schemas/steps/refer-partner.json.
 */
export function checkReferral(body: unknown): { ok: true; value: Referral } | { ok: false; fields: FieldErrors } {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const name = checkPersonName(typeof input.name === 'string' ? input.name : '');
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const fields: FieldErrors = {};
  if (!name.ok) fields[NAME_FIELD] = [name.problem === 'required' || name.problem === 'tooLong' ? stepMessage(step, 'required:name')! : name.message];
  if (!email) fields[EMAIL_FIELD] = [stepMessage(step, 'required:email')!];
  else if (email.length > MAX_EMAIL || !EMAIL.test(email)) fields[EMAIL_FIELD] = [stepMessage(step, 'pattern:email')!];
  return name.ok && Object.keys(fields).length === 0 ? { ok: true, value: { name: name.name, email } } : { ok: false, fields };
}

/** Stores partnerReferred on the user's will, retrying once if another save got in between. */
async function recordReferral(deps: ReferPartnerDeps, userId: string, referral: Referral): Promise<boolean> {
  const withReferral = (will: Will): Will => ({ ...will, partnerReferred: referral });
  const stored = await loadWill(deps.db, userId);
  const first = await saveWill(deps.db, deps.clock, userId, withReferral(stored.will), stored.revision);
  if (first.status === 'saved') return true;
  const second = await saveWill(deps.db, deps.clock, userId, withReferral(first.current.will), first.current.revision);
  return second.status === 'saved';
}

/**
 * `POST /` (mounted at /api/will/refer-partner, behind the session check) with `{name, email}`: emails the
 * partner an invitation to write their own will, then records `partnerReferred` on the user's will.
 *
 * - 400 malformed JSON; 422 `{type: "validation", message, fields}` keyed `will.partnerReferred.name|email`
 *   (only the failing keys); nothing is stored or sent.
 * - 429 `{type: "rate_limited", message}` when the send would pass a daily cap (per user, per recipient address,
 *   for the whole service; ReferPartnerLimits): anyone may aim this email at any address, so it must not become a
 *   way to send bulk mail in our name.
 * - 502 `{type: "unavailable", message}` when the mailer fails: nothing is stored and the send does not count, so
 *   the will never claims an invitation that was not sent, and the user can simply try again.
 * - 200 `{status: "SENT"}` once the mail is accepted. The referral is stored after the send (one retry on a
 *   revision conflict); if that still conflicts the answer stays 200, because the email has gone and a retry
 *   would send it twice, and the miss is logged.
 */
export function referPartnerRoutes(deps: ReferPartnerDeps) {
  return new Hono<UserEnv>().post('/', jsonShape<{ name: string; email: string }>(), async (c) => {
    const checked = checkReferral(await readJson(c));
    if (!checked.ok) throw validationError(VALIDATION_MESSAGES.summary, checked.fields);
    const referral = checked.value;
    const user = c.var.user;
    const reserved = await reserveSend(deps.db, deps.config.referPartnerLimits, user.id, referral.email, deps.clock.now());
    if (!reserved.ok) return c.json({ type: 'rate_limited', message: CAP_MESSAGES[reserved.cap] }, 429);
    // The sign-up link carries a referral code, so the partner's account is recorded against it (checkout's discount).
    const code = await createReferral(deps.db, user.id, deps.clock.now());
    const message = referPartnerEmail(referral.email, {
      partnerName: referral.name,
      startUrl: `${deps.config.baseUrl.replace(/\/$/, '')}/will/start?ref=${code}`,
      discountPercentage: deps.config.partnerDiscountPercentage,
    });
    try {
      await deps.mail.send({ ...message, topic: invitationTopic(user.id) });
    } catch (error) {
      await releaseSend(deps.db, reserved.id);
      await dropReferral(deps.db, code);
      // Either way the user gets 502 and can try again; an unexpected error is logged louder, as a likely bug.
      if (error instanceof MailError) log.warn({ err: error, userId: user.id }, 'refer-partner email not sent');
      else log.error({ err: error, userId: user.id }, 'refer-partner email failed unexpectedly');
      return c.json({ type: 'unavailable', message: UNAVAILABLE }, 502);
    }
    if (!(await recordReferral(deps, user.id, referral))) {
      log.warn({ userId: user.id }, 'refer-partner email sent, but partnerReferred was not stored (repeated revision conflict)');
    }
    return c.json({ status: 'SENT' }, 200);
  });
}
