import { MARITAL_STATUSES } from '../family/marital-status';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/**
 * SPEC 3.3: a marital status sent as `{id, description, needPartner, comc}` must describe the status its id names in
 * schemas/catalogue/marital-statuses.json; `description` and `needPartner` are optional (older wills store `{id, comc}`).
 * Errors are keyed `will.maritalStatus.description` and `will.maritalStatus.needPartner`.
 */
export function maritalStatusErrors(will: Will): FieldErrors {
  const status = will.maritalStatus;
  const option = MARITAL_STATUSES.find((s) => s.id === status?.id);
  if (!status || !option) return {};
  let errors: FieldErrors = {};
  if (status.description !== undefined && status.description !== option.description) {
    errors = withFieldError(errors, 'will.maritalStatus.description', M.maritalDescription);
  }
  if (status.needPartner !== undefined && status.needPartner !== option.needPartner) {
    errors = withFieldError(errors, 'will.maritalStatus.needPartner', M.maritalNeedPartner);
  }
  return errors;
}
