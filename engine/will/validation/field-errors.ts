import messages from '../../../schemas/catalogue/validation-messages.json';

/** Field path (SPEC 5/8 keys such as `will.userInfo.fullName`, `people.relations.<uuid>.birthday`) to its messages. */
export type FieldErrors = Record<string, string[]>;

export type ValidationMessageKey = keyof typeof messages;

/** The wording of every validation message, editable in schemas/catalogue/validation-messages.json. */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationMessageKey, string>> = messages;

/** A copy of `errors` with `message` added under `field`, skipping a repeat of the same message. */
export function withFieldError(errors: FieldErrors, field: string, message: string): FieldErrors {
  const existing = errors[field] ?? [];
  return existing.includes(message) ? errors : { ...errors, [field]: [...existing, message] };
}

/** All the given error maps combined, messages for the same field kept in order without repeats. */
export function mergeFieldErrors(...maps: FieldErrors[]): FieldErrors {
  let merged: FieldErrors = {};
  for (const map of maps) {
    for (const [field, list] of Object.entries(map)) {
      for (const message of list) merged = withFieldError(merged, field, message);
    }
  }
  return merged;
}
