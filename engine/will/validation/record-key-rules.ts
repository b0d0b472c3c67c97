import { sharedRecordKeys } from '../dangling-references';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

const FIELD_ROOT = { relations: 'people.relations', children: 'people.children', pets: 'will.pets', charity: 'will.charity' } as const;

/**
 * One uuid keys one record: a relation, child, pet or charity whose uuid an earlier map already uses (in the order
 * relations, children, pets, charity) is refused at `people.children.<uuid>`, `will.pets.<uuid>` or
 * `will.charity.<uuid>`, since every reference to it would be read as the earlier record.
 */
export function recordKeyErrors(will: Will): FieldErrors {
  let errors: FieldErrors = {};
  for (const { map, uuid } of sharedRecordKeys(will)) {
    errors = withFieldError(errors, `${FIELD_ROOT[map]}.${uuid}`, map === 'pets' ? M.petTwice : M.personTwice);
  }
  return errors;
}
