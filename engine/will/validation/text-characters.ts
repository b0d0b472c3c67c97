import { VALIDATION_MESSAGES as M, withFieldError, type FieldErrors } from './field-errors';

// Bidi embeddings and overrides (U+202A-U+202E), isolates (U+2066-U+2069) and marks (LRM, RLM, ALM) reorder what a
// reader sees, so a will or an email could show other words than it holds; NUL and the other C0 controls, DEL and
// C1 have no place in typed text and upset the PDF and mail; zero-width spaces, word joiners and byte-order marks
// (U+200B, U+2060, U+FEFF) and the line and paragraph separators (U+2028, U+2029) hide or break words mid-sentence.
// Tab and line feed are the only controls a text box produces.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
// One-line text (names, titles, address lines, gift descriptions) may hold neither tabs and line feeds nor the
// zero-width joiners (U+200C, U+200D), which the document fonts do not draw.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;

/** Whether `text` holds a control, invisible or text-direction character; `multiLine` text may also hold tabs and line feeds. */
export function hasForbiddenCharacter(text: string, multiLine: boolean): boolean {
  return (multiLine ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(text);
}

/** `value` (a parsed JSON document) with every string NFC-normalised, so a decomposed 'é' is stored as one character. */
export function normaliseStrings<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(normaliseStrings) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normaliseStrings(item)])) as T;
  }
  return value;
}

/**
 * The one-line fields of a save payload, by path segments with `*` for any key or index: what the will prints
 * inside a sentence. Free text (messages, wishes, asset notes) may span lines.
 */
const ONE_LINE_FIELDS = [
  ['userInfo', 'title'],
  ['userInfo', 'fullName'],
  ['userInfo', 'address'],
  ['userInfo', 'phoneNumber'],
  ['people', '*', '*', 'title'],
  ['people', '*', '*', 'fullName'],
  ['people', '*', '*', 'address'],
  ['pets', '*', 'name'],
  ['pets', '*', 'typeOther'],
  ['charity', '*', 'name'],
  ['charity', '*', 'regNumber'],
  ['gifts', '*', 'itemDesc'],
  ['assets', '*', 'value', 'address'],
  ['partnerReferred', 'name'],
] as const;

/** True when the path `segments` of a string is one of ONE_LINE_FIELDS. */
function isOneLineField(segments: readonly string[]): boolean {
  return ONE_LINE_FIELDS.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => part === '*' || part === segments[i]));
}

/**
 * Every string anywhere in `value` (a parsed JSON document whose shape a schema has already bounded) that holds a
 * forbidden character, keyed by `keyOf` its path segments: one-line fields (isOneLineField) with the oneLine
 * message, other text with forbiddenCharacters. Never throws.
 */
export function textCharacterErrors(value: unknown, keyOf: (segments: readonly string[]) => string): FieldErrors {
  let errors: FieldErrors = {};
  const visit = (node: unknown, segments: string[]) => {
    if (typeof node === 'string') {
      const oneLine = isOneLineField(segments);
      if (hasForbiddenCharacter(node, !oneLine)) errors = withFieldError(errors, keyOf(segments), oneLine ? M.oneLine : M.forbiddenCharacters);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...segments, String(index)]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) visit(item, [...segments, key]);
    }
  };
  visit(value, []);
  return errors;
}
