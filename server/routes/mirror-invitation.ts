import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { ReferPartnerLimits } from '../config';
import { readJson, validationError } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import { MailError, type Mailer } from '../services/mail/mailer';
import { invitationTopic } from '../services/mail/emails';
import { mirrorInvitationEmail } from '../services/mail/mirror-invitation-email';
import { loadWill, saveWill } from '../stores/will-store';
import { releaseSend, reserveSend, type ReferPartnerCap } from '../stores/refer-partner-sends';
import { claimReferral, createReferral } from '../stores/partner-referrals';
import {
  createMirrorInvitation,
  dropMirrorInvitation,
  invitationAcceptedBy,
  invitationByToken,
  invitationStatus,
  invitationsSentBy,
  markMirrorInvitationAccepted,
  normaliseEmail,
  unmarkMirrorInvitationAccepted,
  withdrawMirrorInvitation,
} from '../stores/mirror-invitations';
import { checkReferral } from './refer-partner';
import { VALIDATION_MESSAGES } from '../../engine/will/validation/field-errors';
import { mirrorWill } from '../../engine/products/mirror/mirror-will';
import type { Will } from '../../engine/will/will';
import apiErrors from '../../schemas/copy/api-errors.json';
import copy from '../../schemas/copy/mirror.json';
import inviteStep from '../../schemas/steps/mirror-invite.json';
import { stepMessage } from '../../engine/steps/step-messages';

export type MirrorInvitationDeps = {
  db: AppDatabase;
  mail: Mailer;
  clock: Clock;
  config: { baseUrl: string; partnerDiscountPercentage: number; referPartnerLimits: ReferPartnerLimits };
};

const CAP_MESSAGES: Record<ReferPartnerCap, string> = {
  user: apiErrors.referralLimit,
  recipient: apiErrors.referralRecipientLimit,
  service: apiErrors.referralServiceLimit,
};
const UNAVAILABLE = "We couldn't send the email. Please try again later.";

/** A will holds answers once anything but its version and (empty) passed steps is stored. */
function hasAnswers(will: Will): boolean {
  return Object.entries(will).some(([key, value]) => key !== 'schemaVersion' && !(key === 'passedSteps' && Array.isArray(value) && value.length === 0));
}

const gone = (message: string) => ({ type: 'gone', message }) as const;

/** Whether a body confirms the joint instructions (`jointInstructions: true`): both partners must, to be a pair. */
const confirmsJointInstructions = (body: unknown) => typeof body === 'object' && body !== null && (body as Record<string, unknown>).jointInstructions === true;

/**
 * Mirror-will invitations, mounted at /api/mirror-invitation behind the session check.
 *
 * - `POST /` `{name, email, consent: true, jointInstructions: true}`: the signed-in user invites their partner to a
 *   will prefilled from theirs, having agreed to share what a mirror copies (family, guardians, estate choices and
 *   executors) and confirmed the joint instructions (schemas/steps/mirror-invite.json: they instruct the legal team
 *   jointly, what either tells it may be shared with the other, the other may be told a change was made to one will). 422 without
 *   either (the screen then sends the plain referral of /api/will/refer-partner instead) or with a bad name or
 *   address; 429 over the refer-partner daily caps; 502 when the mail fails (nothing kept). 200 `{status: "SENT", id}`.
 *   The email's link, `/will/mirror/accept?token=...&email=...`, is single-use, bound to the address and valid 14 days.
 * - `GET /`: the invitations the user sent (`id`, `name`, `email`, `status`, `createdAt`), and whether their own will
 *   was prefilled from an accepted invitation (`acceptedFrom`: the inviter's name only).
 * - `DELETE /:id`: withdraws the user's own pending invitation; 409 once accepted or withdrawn, 404 if not theirs.
 * - `POST /accept` `{token, jointInstructions: true}`: the signed-in invited address confirms the joint instructions
 *   (422 without) and accepts: its will is prefilled once from the inviter's
 *   will as it is now (engine/products/mirror), and the account is recorded against a partner referral, so checkout gives
 *   the partner discount once. 404 unknown link, 403 another address, 410 expired, withdrawn or used, 409 when
 *   the will already has answers (it is left as it is), 422 when the inviter's will cannot be mirrored yet.
 */
export function mirrorInvitationRoutes(deps: MirrorInvitationDeps) {
  return new Hono<UserEnv>()
    .post('/', jsonShape<{ name: string; email: string; consent: true; jointInstructions: true }>(), async (c) => {
      const body = await readJson(c);
      const checked = checkReferral(body);
      const consent = typeof body === 'object' && body !== null && (body as Record<string, unknown>).consent === true;
      const joint = confirmsJointInstructions(body);
      const fields = checked.ok ? {} : { ...checked.fields };
      if (!consent) fields['consent'] = [copy.consentRequired];
      if (!joint) fields['jointInstructions'] = [stepMessage(inviteStep, 'required:jointInstructions')!];
      if (!checked.ok || !consent || !joint) throw validationError(VALIDATION_MESSAGES.summary, fields);
      const user = c.var.user;
      const { name, email } = checked.value;
      const now = deps.clock.now();
      const reserved = await reserveSend(deps.db, deps.config.referPartnerLimits, user.id, email, now);
      if (!reserved.ok) return c.json({ type: 'rate_limited', message: CAP_MESSAGES[reserved.cap] }, 429);
      const { id, token } = await createMirrorInvitation(deps.db, { inviterUserId: user.id, email, name, now });
      const message = mirrorInvitationEmail(email, {
        partnerName: name,
        inviterName: user.name,
        // The address rides along so the accept page can prefill sign-up with it; the token alone decides.
        startUrl: `${deps.config.baseUrl.replace(/\/$/, '')}/will/mirror/accept?${new URLSearchParams({ token, email })}`,
        discountPercentage: deps.config.partnerDiscountPercentage,
      });
      try {
        await deps.mail.send({ ...message, topic: invitationTopic(user.id) });
      } catch (error) {
        await releaseSend(deps.db, reserved.id);
        await dropMirrorInvitation(deps.db, id);
        if (error instanceof MailError) console.warn(`Mirror invitation for user ${user.id} not sent:`, error);
        else console.error(`Mirror invitation for user ${user.id} failed unexpectedly:`, error);
        return c.json({ type: 'unavailable', message: UNAVAILABLE }, 502);
      }
      return c.json({ status: 'SENT', id }, 200);
    })
    .get('/', async (c) => {
      const now = deps.clock.now();
      const sent = await invitationsSentBy(deps.db, c.var.user.id);
      const accepted = await invitationAcceptedBy(deps.db, c.var.user.id);
      return c.json({
        invitations: sent.map((row) => ({ id: row.id, name: row.invited_name, email: row.invited_email, status: invitationStatus(row, now), createdAt: row.created_at })),
        acceptedFrom: accepted ? { acceptedAt: accepted.accepted_at } : null,
      });
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      const now = deps.clock.now();
      if (await withdrawMirrorInvitation(deps.db, id, c.var.user.id, now)) return c.json({ status: 'WITHDRAWN' }, 200);
      const mine = (await invitationsSentBy(deps.db, c.var.user.id)).find((row) => row.id === id);
      if (!mine) return c.json({ type: 'not_found', message: copy.invitationUnknown }, 404);
      return c.json({ type: 'conflict', message: copy.notWithdrawable }, 409);
    })
    .post('/accept', jsonShape<{ token: string; jointInstructions: true }>(), async (c) => {
      const body = await readJson(c);
      const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).token : undefined;
      const row = await invitationByToken(deps.db, token);
      if (!row) return c.json({ type: 'not_found', message: copy.invitationUnknown }, 404);
      if (!confirmsJointInstructions(body)) throw validationError(VALIDATION_MESSAGES.summary, { jointInstructions: [copy.joint.acceptRequired] });
      const user = c.var.user;
      const now = deps.clock.now();
      if (row.inviter_user_id === user.id) return c.json({ type: 'validation', message: copy.ownInvitation, fields: {} }, 422);
      if (normaliseEmail(user.email) !== row.invited_email) return c.json({ type: 'forbidden', message: copy.invitationOtherAddress }, 403);
      const status = invitationStatus(row, now);
      if (status === 'accepted') return c.json(gone(copy.invitationUsed), 410);
      if (status === 'withdrawn') return c.json(gone(copy.invitationWithdrawn), 410);
      if (status === 'expired') return c.json(gone(copy.invitationExpired), 410);

      const mine = await loadWill(deps.db, user.id);
      if (hasAnswers(mine.will)) return c.json({ type: 'conflict', message: copy.willHasAnswers }, 409);
      const inviter = await loadWill(deps.db, row.inviter_user_id);
      const mirrored = mirrorWill(inviter.will);
      if (!mirrored.ok) return c.json({ type: 'validation', message: copy.inviterNotReady, fields: {} }, 422);

      if (!(await markMirrorInvitationAccepted(deps.db, row.id, user.id, now))) return c.json(gone(copy.invitationUsed), 410);
      const saved = await saveWill(deps.db, deps.clock, user.id, mirrored.will, mine.revision);
      if (saved.status !== 'saved') {
        await unmarkMirrorInvitationAccepted(deps.db, row.id);
        return c.json({ type: 'conflict', message: copy.willHasAnswers }, 409);
      }
      // The partner discount, as a referral from the inviter claimed by this account (checkout gives it once).
      const code = await createReferral(deps.db, row.inviter_user_id, now);
      await claimReferral(deps.db, code, user.id, now);
      return c.json({ status: 'ACCEPTED', revision: saved.revision }, 200);
    });
}
