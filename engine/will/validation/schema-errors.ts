import type { SchemaError } from '../../generated/will-schema-validator';
import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

/** Keywords that only summarise errors ajv also reports on the inner value. */
const SUMMARY_KEYWORDS = new Set(['if', 'anyOf', 'oneOf', 'propertyNames']);

/**
 * Save-payload schema errors keyed by SPEC field path (`/people/relations/<uuid>/birthday` becomes
 * `people.relations.<uuid>.birthday`, `/userInfo/title` becomes `will.userInfo.title`) with plain English messages.
 */
export function schemaFieldErrors(errors: readonly SchemaError[]): FieldErrors {
  const detailed = errors.filter((e) => !SUMMARY_KEYWORDS.has(e.keyword));
  let fields: FieldErrors = {};
  for (const error of detailed.length > 0 ? detailed : errors) {
    const segments = errorSegments(error);
    fields = withFieldError(fields, fieldKey(segments), messageFor(error, segments));
  }
  return fields;
}

function errorSegments(error: SchemaError): string[] {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = error.params.missingProperty ?? error.params.additionalProperty ?? (error as { propertyName?: unknown }).propertyName;
  return typeof extra === 'string' ? [...segments, extra] : segments;
}

/** Payload paths under `people` keep their own root; everything else is a will section. */
export function fieldKey(segments: readonly string[]): string {
  if (segments[0] === 'people' || segments[0] === 'revision') return segments.join('.');
  return ['will', ...segments].join('.');
}

function messageFor(error: SchemaError, segments: readonly string[]): string {
  if (segments[segments.length - 1] === 'birthday') return M.dateNotValid;
  switch (error.keyword) {
    case 'required':
      return M.required;
    case 'additionalProperties':
      return M.notAllowed;
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return M.tooLong;
    case 'minLength':
    case 'minItems':
      return M.required;
    case 'pattern':
      return error.schemaPath.includes('/uuid/') ? M.invalid : M.required;
    case 'format':
      return error.params.format === 'email' ? M.email : M.invalid;
    default:
      return M.invalid;
  }
}
