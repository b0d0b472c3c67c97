import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import type { CallBooking } from '../../engine/products/calls/call-booking';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import { readJson, validationError } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import type { Mailer } from '../services/mail/mailer';
import { callBookedEmail } from '../services/mail/emails';
import { bookCall, bookedSlots, upcomingCall } from '../stores/call-bookings';
import { offeredCallSlots } from '../../engine/products/calls/call-slots';
import { checkCallBooking } from '../../engine/products/calls/call-booking';
import { slotInWords } from '../../engine/products/calls/call-slot-words';
import { VALIDATION_MESSAGES } from '../../engine/will/validation/field-errors';
import copy from '../../schemas/copy/calls.json';
import { log } from '../logger';
import { inAccountLanguage } from '../i18n/account-language';

export type CallsDeps = { db: AppDatabase; clock: Clock; mail: Mailer; config: { baseUrl: string } };

/**
 * Booking a call with the team (/will/schedule-call), mounted at /api/calls behind the session check.
 *
 * - `GET /` → `{booking: {slot, phone, topic} | null}`: the user's call if it is still to come.
 * - `GET /slots` → `{slots: [iso, ...]}`: the slots offered now (engine/products/calls/call-slots.ts) that no one has booked.
 * - `POST /` `{slot, phone, topic}` → 201 `{booking}`: books the slot, moving the user's earlier booking, and
 *   emails a confirmation with the date and time in words, in the account's language. 422 (nothing stored) for bad input, a slot not offered
 *   now (in the past, outside working hours, not on the half hour) or one someone else holds (`slot`: slotTaken).
 *   The booking stands even if the email cannot be sent (logged).
 */
export function callRoutes(deps: CallsDeps) {
  const now = () => deps.clock.now();
  return new Hono<UserEnv>()
    .get('/', async (c) => c.json({ booking: await upcomingCall(deps.db, c.var.user.id, now()) }))
    .get('/slots', async (c) => {
      const offered = offeredCallSlots(now().toISOString());
      const taken = await bookedSlots(deps.db, offered);
      return c.json({ slots: offered.filter((slot) => !taken.has(slot)) });
    })
    .post('/', jsonShape<CallBooking>(), async (c) => {
      const at = now();
      const checked = checkCallBooking(await readJson(c), at.toISOString());
      if (!checked.ok) throw validationError(VALIDATION_MESSAGES.summary, checked.fields);
      const user = c.var.user;
      const booking = checked.value;
      if ((await bookCall(deps.db, user.id, booking, at)) === 'taken') {
        throw validationError(VALIDATION_MESSAGES.summary, { slot: [copy.errors.slotTaken] });
      }
      // In the account's language, the slot's words too: mail follows the language the user chose.
      const message = await inAccountLanguage(deps.db, user.id, () =>
        callBookedEmail(user.email, {
          name: user.name,
          when: slotInWords(booking.slot),
          phone: booking.phone,
          topic: booking.topic,
          scheduleUrl: `${deps.config.baseUrl.replace(/\/$/, '')}/will/schedule-call`,
        }),
      );
      await deps.mail.send(message).catch((error: unknown) => log.warn({ err: error, userId: user.id }, 'call booking email not sent'));
      return c.json({ booking }, 201);
    });
}
