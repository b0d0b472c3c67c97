import { isCharityNumber } from '../estate/charity-number';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/**
 * A charity's registered number, when given, is one the UK registers issue (engine/will/estate/charity-number.ts), so
 * the will never prints '(registered charity number abc)'. Judged on charities added or changed since `previous`.
 */
export function charityErrors(will: Will, previous: Partial<Will> = {}): FieldErrors {
  let errors: FieldErrors = {};
  for (const [uuid, charity] of Object.entries(will.charity ?? {})) {
    if (previous.charity?.[uuid]?.regNumber === charity.regNumber) continue;
    if (!isCharityNumber(charity.regNumber)) errors = withFieldError(errors, `will.charity.${uuid}.regNumber`, M.charityNumber);
  }
  return errors;
}
