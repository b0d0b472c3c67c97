import step from '../../../schemas/steps/lpa-register-interest.json';
import { VALIDATION_MESSAGES, withFieldError, type FieldErrors } from '../../will/validation/field-errors';
import { stepMessage } from '../../steps/step-messages';

export type LpaKinds = 'both' | 'propertyAndFinancialAffairs' | 'healthAndWelfare';
export type LpaBestTime = 'morning' | 'afternoon' | 'anyTime';

/** A user's answers on the LPA register-interest page (schemas/steps/lpa-register-interest.json). */
export type LpaInterest = { kinds: LpaKinds; phone: string | null; bestTime: LpaBestTime | null };

const { kinds, phone, bestTime } = step.schema.properties;
const PHONE = new RegExp(phone.pattern);

/** The label the page gives a kinds or best-time answer ('Property and financial affairs'). */
export const lpaKindsLabel = (value: LpaKinds): string => kinds.oneOf.find((o) => o.const === value)!.title;
export const lpaBestTimeLabel = (value: LpaBestTime): string => bestTime.oneOf.find((o) => o.const === value)!.title;

const isKinds = (value: unknown): value is LpaKinds => kinds.oneOf.some((o) => o.const === value);
const isBestTime = (value: unknown): value is LpaBestTime => bestTime.oneOf.some((o) => o.const === value);

/**
 * The answers of a POST /api/lpa-interest body (`{kinds, phone?, bestTime?}`), checked as the page checks them: a
 * kind is required; the phone number (trimmed; empty is none) and the best time are optional. Field errors are
 * keyed by the form's field names, in the page's words.
 */
export function checkLpaInterest(body: unknown): { ok: true; value: LpaInterest } | { ok: false; fields: FieldErrors } {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  let fields: FieldErrors = {};
  if (!isKinds(input.kinds)) fields = withFieldError(fields, 'kinds', stepMessage(step, 'required:kinds')!);
  const number = typeof input.phone === 'string' ? input.phone.trim() : input.phone ?? null;
  if (number !== null && number !== '' && (typeof number !== 'string' || number.length > phone.maxLength || !PHONE.test(number))) {
    fields = withFieldError(fields, 'phone', stepMessage(step, 'pattern:phone')!);
  }
  const time = input.bestTime ?? null;
  if (time !== null && !isBestTime(time)) fields = withFieldError(fields, 'bestTime', VALIDATION_MESSAGES.invalid);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { kinds: input.kinds as LpaKinds, phone: number ? (number as string) : null, bestTime: time as LpaBestTime | null } };
}
