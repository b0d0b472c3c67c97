import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

// Bidi embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069) reorder what a reader sees, so a will
// or an email could show other words than it holds; NUL and the other C0 controls, DEL and C1 have no place in
// typed text and upset the PDF and mail. Tab and line feed are the only controls a text box produces.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** Whether `text` holds a control or text-direction character; `multiLine` text may also hold tabs and line feeds. */
export function hasForbiddenCharacter(text: string, multiLine: boolean): boolean {
  return (multiLine ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(text);
}

/**
 * Every string anywhere in `value` (a parsed JSON document whose shape a schema has already bounded) that holds a
 * forbidden character, keyed by `keyOf` its path segments, with the forbiddenCharacters message. Strings may span
 * lines: names are held to a single line by the person-name rule. Never throws.
 */
export function textCharacterErrors(value: unknown, keyOf: (segments: readonly string[]) => string): FieldErrors {
  let errors: FieldErrors = {};
  const visit = (node: unknown, segments: string[]) => {
    if (typeof node === 'string') {
      if (hasForbiddenCharacter(node, true)) errors = withFieldError(errors, keyOf(segments), M.forbiddenCharacters);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...segments, String(index)]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) visit(item, [...segments, key]);
    }
  };
  visit(value, []);
  return errors;
}
