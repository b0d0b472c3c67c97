import { isAdult } from '../about-you/age';
import { isValidBirthday } from './birthday-rules';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/**
 * SPEC 5 and 9 age rules on `today`: the will-writer (Wills Act 1837 s.7), the partner, every guardian and every
 * person executor must be 18 or over. Errors sit on the person's birthday (`will.userInfo.birthday` for the
 * will-writer, the executor entry for a child); blank or unreadable dates are left to birthdayErrors and the step rules.
 */
export function adultErrors(will: Will, today: string): FieldErrors {
  let errors: FieldErrors = {};
  const minor = (birthday: string) => isValidBirthday(birthday, today) && !isAdult(birthday, today);

  if (will.userInfo?.birthday && minor(will.userInfo.birthday)) errors = withFieldError(errors, 'will.userInfo.birthday', M.userAdult);

  const partner = will.partner ? will.relations?.[will.partner] : undefined;
  if (will.partner && partner && minor(partner.birthday)) {
    errors = withFieldError(errors, `people.relations.${will.partner}.birthday`, M.partnerAdult);
  }
  const guardianIds = new Set(Object.values(will.guardians ?? {}).flatMap((list) => list ?? []));
  for (const uuid of guardianIds) {
    const map = will.relations?.[uuid] ? 'relations' : 'children';
    const guardian = will.relations?.[uuid] ?? will.children?.[uuid];
    if (guardian && minor(guardian.birthday)) {
      errors = withFieldError(errors, `people.${map}.${uuid}.birthday`, M.guardianAdult);
    }
  }
  (will.executors ?? []).forEach((executor, i) => {
    if (executor.type !== 'person' || !executor.uuid) return;
    const person = will.relations?.[executor.uuid] ?? will.children?.[executor.uuid];
    if (person && minor(person.birthday)) errors = withFieldError(errors, `will.executors.${i}.uuid`, M.executorAdult);
  });
  return errors;
}
