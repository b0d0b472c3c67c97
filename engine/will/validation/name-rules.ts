import type { Will } from '../will';
import { type FieldErrors, withFieldError } from './field-errors';
import { checkPersonName } from './person-name';

/** Every person's name in `will` with its SPEC field path: the will-writer, relations, children, a referred partner. */
function personNames(will: Partial<Will>): Map<string, string> {
  const names = new Map<string, string>();
  if (will.userInfo?.fullName) names.set('will.userInfo.fullName', will.userInfo.fullName);
  for (const [uuid, person] of Object.entries(will.relations ?? {})) names.set(`people.relations.${uuid}.fullName`, person.fullName);
  for (const [uuid, child] of Object.entries(will.children ?? {})) names.set(`people.children.${uuid}.fullName`, child.fullName);
  if (will.partnerReferred?.name) names.set('will.partnerReferred.name', will.partnerReferred.name);
  return names;
}

/**
 * Every person's name typed into the will passes the person-name rule (checkPersonName: Latin,
 * Greek or Cyrillic letters, nothing that reads as a link). A name that is blank is left to the step rules; a name
 * stored unchanged since `previous` is not judged again, so a will saved before the rule can still be saved.
 */
export function personNameErrors(will: Will, previous: Partial<Will> = {}): FieldErrors {
  const before = personNames(previous);
  let errors: FieldErrors = {};
  for (const [path, name] of personNames(will)) {
    if (!name.trim() || before.get(path) === name) continue;
    const checked = checkPersonName(name);
    if (!checked.ok) errors = withFieldError(errors, path, checked.message);
  }
  return errors;
}
