import copy from '../../../schemas/copy/calls.json';
import scheduleCall from '../../../schemas/steps/schedule-call.json';
import { isOfferedCallSlot } from './call-slots';
import { hasForbiddenCharacter } from '../../will/validation/text-characters';
import { VALIDATION_MESSAGES, withFieldError, type FieldErrors } from '../../will/validation/field-errors';
import { stepMessage } from '../../steps/step-messages';

/** A call a user books (POST /api/calls): the slot (ISO instant it starts), the number to call, what it is about. */
export type CallBooking = { slot: string; phone: string; topic: string };

/** The booking form's rules and messages (schemas/steps/schedule-call.json), which the server holds a booking to. */
const PHONE = new RegExp(scheduleCall.schema.properties.phone.pattern);
const MAX_TOPIC_LENGTH = scheduleCall.schema.properties.topic.maxLength;
const message = (key: string) => stepMessage(scheduleCall, key)!;

/**
 * A POST /api/calls body checked at `now`: the slot must be one offered now (engine/products/calls/call-slots.ts: not in the
 * past, in working hours, within the next 10 working days), the phone number a phone number, the topic filled in
 * (at most 1,000 characters, no hidden control characters). Errors keyed slot, phone, topic.
 */
export function checkCallBooking(body: unknown, now: string): { ok: true; value: CallBooking } | { ok: false; fields: FieldErrors } {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const slot = typeof input.slot === 'string' ? input.slot : '';
  const phone = typeof input.phone === 'string' ? input.phone.trim() : '';
  const topic = typeof input.topic === 'string' ? input.topic.trim() : '';
  let fields: FieldErrors = {};
  if (!slot) fields = withFieldError(fields, 'slot', message('required:slot'));
  else if (!isOfferedCallSlot(slot, now)) fields = withFieldError(fields, 'slot', copy.errors.slotNotOffered);
  if (!phone) fields = withFieldError(fields, 'phone', message('required:phone'));
  else if (!PHONE.test(phone)) fields = withFieldError(fields, 'phone', message('pattern:phone'));
  if (!topic) fields = withFieldError(fields, 'topic', message('required:topic'));
  else if (topic.length > MAX_TOPIC_LENGTH) fields = withFieldError(fields, 'topic', message('maxLength:topic'));
  else if (hasForbiddenCharacter(topic, true)) fields = withFieldError(fields, 'topic', VALIDATION_MESSAGES.forbiddenCharacters);
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: { slot, phone, topic } };
}
