import { ApiError } from '../api/client';
import type { EffectOutcome } from './effects';
import type { FieldErrors } from './step-errors';

/**
 * An effect's refusal: what the user can fix shown at its fields (`fieldsFor`), anything else as a toast with its
 * message; except an unconfirmed address, which the page's own notice says (web/session/email-unverified-notice.tsx),
 * so not twice.
 */
export function refusal(error: unknown, fieldsFor: (error: ApiError) => FieldErrors | null = () => null): EffectOutcome {
  if (error instanceof ApiError && error.status === 403 && error.body.type === 'email_unverified') return { ok: false };
  const fields = error instanceof ApiError ? fieldsFor(error) : null;
  return fields ? { ok: false, fields } : { ok: false, toast: error instanceof Error ? error.message : String(error) };
}
