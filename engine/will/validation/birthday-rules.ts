import { isValidIsoDate } from '../about-you/date-validity';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/** True when a birthday is a real calendar date from 1900 and not after `today` (the web's date-validity check). */
export function isValidBirthday(birthday: string, today: string): boolean {
  return isValidIsoDate(birthday, today);
}

/** 'Date not valid' for every birthday (user, relations, children) that is not a valid birthday; a blank user birthday is left to the step rules. */
export function birthdayErrors(will: Will, today: string): FieldErrors {
  let errors: FieldErrors = {};
  const own = will.userInfo?.birthday;
  if (own && !isValidBirthday(own, today)) errors = withFieldError(errors, 'will.userInfo.birthday', M.dateNotValid);
  for (const [uuid, r] of Object.entries(will.relations ?? {})) {
    if (r && !isValidBirthday(r.birthday, today)) errors = withFieldError(errors, `people.relations.${uuid}.birthday`, M.dateNotValid);
  }
  for (const [uuid, c] of Object.entries(will.children ?? {})) {
    if (c && !isValidBirthday(c.birthday, today)) errors = withFieldError(errors, `people.children.${uuid}.birthday`, M.dateNotValid);
  }
  return errors;
}
