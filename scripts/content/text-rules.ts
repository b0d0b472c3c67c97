/**
 * What counts as text in each kind of content file. Every string in a content file is either text (a person reads
 * it: it goes in the content sheet and needs a Welsh form) or matches one of the named not-text rules below (a name
 * the code reads, a stored value, a note for developers). A string that is neither is unclassified, and
 * tests/content/content-words.test.ts fails until a rule here says which it is, so no text is left out of the sheet
 * silently.
 */
import { messageReference } from '../../engine/steps/message-reference.ts';
// Whether a string is something to write in words: one rule for this check and the drafting layer's test.
import { hasWords } from '../../engine/i18n/has-words.ts';

/** A string's place in its file: the JSON pointer's segments and the object holding it. */
export type Leaf = { file: string; path: readonly (string | number)[]; text: string; parent: unknown };

/** Why a string is not text, in words; `'text'` when it is; undefined when no rule says. */
export type Classification = 'text' | NotText | undefined;

export const NOT_TEXT = {
  names: 'a name the code reads (a route, id, field, widget, predicate, event, operation, type or key)',
  noWords: 'no words: punctuation, a number or placeholders alone',
  storedValue: 'a value stored in wills, the same in every language',
  fileName: 'a file name, the same in every language',
  developerNote: 'a note for developers (schema descriptions and comments are never drawn)',
  schemaName: "a schema's own name (the forms draw no schema or object titles)",
  sample: 'sample data for Storybook and tests (examples)',
  catalogueMessage: "a reference to the catalogue's message (`@key`), edited in schemas/catalogue/validation-messages.json",
} as const;
export type NotText = (typeof NOT_TEXT)[keyof typeof NOT_TEXT];

/** Keys whose values (a string, or an array of strings) are names the code reads, in step files and schemas. */
const NAME_KEYS = new Set([
  '$schema', '$id', '$ref', '$comment', '$catalogue', 'id', 'route', 'bind', 'kind', 'parent', 'presentation', 'layout',
  'commit', 'event', 'step', 'operation', 'variant', 'source', 'over', 'visibleIf', 'enabledBy', 'figures', 'shape',
  'selector', 'hash', 'addStep', 'editStep', 'inputType', 'value', 'incompleteMark', 'price_from', 'type', 'enum',
  'const', 'pattern', 'format', 'required', 'ui:order', 'ui:widget', 'ui:field', 'ui:autocomplete', 'autocomplete',
  'capitalise', 'manualFlag', 'sameAsUserFlag', 'href', 'edit', 'substituteType', 'uuid', 'partsField', 'found',
  'rules', 'views', 'bindFields', 'complete', 'for', 'name', 'panel',
]);

/** Step-file keys whose string values are text (a title, a label, a hint, a button, a confirmation). */
const STEP_TEXT_KEYS = new Set([
  'title', 'intro', 'points', 'notes', 'text', 'label', 'saving', 'timeEstimate', 'empty', 'add', 'addLabel',
  'editLabel', 'removeLabel', 'cancel', 'confirm', 'ui:title', 'ui:help', 'ui:placeholder', 'ui:description',
  'heading', 'summary', 'detail', 'hint', 'link', 'prompt', 'counter', 'legend', 'yes', 'no',
]);
/**
 * Step-file objects keyed by a name (a tag, an option's value) whose every value is text; `enumNames` labels the
 * options of a field stored as its English value (`mortgage`: "Yes"), so the label can change and the value not.
 */
const STEP_TEXT_MAPS = new Set(['tags', 'hints', 'enumNames']);

/** Catalogue keys that label an option; other catalogue values are names or stored in wills. */
const CATALOGUE_LABELS = new Set(['label', 'fieldLabel', 'title', 'descriptionPrefix', 'timeEstimate']);
const CATALOGUE_ALL_TEXT = new Set(['validation-messages.json', 'wish-placeholders.json']);
/**
 * Catalogue values kept in a will as written (checked against the catalogue by engine/will/validation): a marital status's
 * `description` is stored, its `label` is the option a person reads.
 */
const CATALOGUE_STORED: Record<string, readonly string[]> = { 'marital-statuses.json': ['description'] };

/** Schema options drawn as their stored values (an `enum` with no `oneOf` titles): translating them needs titles. */
const STORED_OPTION_KEYS = new Set(['enum']);

/** The key a string is found under: its own, or its array's for an item of a list (`intro/0` is an intro). */
function ownKey(path: readonly (string | number)[]): string {
  const at = typeof path.at(-1) === 'number' ? path.at(-2) : path.at(-1);
  return typeof at === 'string' ? at : '';
}
/** The key of the object or list holding a string (`views` for `views/messages`). */
const holderKey = (path: readonly (string | number)[]) => String(path.at(-2) ?? '');
/** Objects keyed by a field or kind whose values are names: views and bound fields by field, edit steps by kind. */
const NAME_MAPS = new Set(['views', 'bindFields', 'edit']);
/** `{"$catalogue": "pet-types", "value": "type", "label": "label"}` names the catalogue's fields. */
const isCatalogueField = (holder: Record<string, unknown> | undefined, own: string) =>
  !!holder && '$catalogue' in holder && (own === 'value' || own === 'label');

function stepFile({ path, text, parent }: Leaf): Classification {
  const own = ownKey(path);
  // Under a step's `messages` the keys are rule names (`required:fullName`) and every value is a message, or `@key`
  // naming the catalogue's message (engine/steps/step-messages.ts).
  if (path[0] === 'messages') return messageReference(text) !== null ? NOT_TEXT.catalogueMessage : hasWords(text) ? 'text' : NOT_TEXT.noWords;
  if (path.includes('examples')) return NOT_TEXT.sample;
  if (STORED_OPTION_KEYS.has(own)) return NOT_TEXT.storedValue;
  if (NAME_MAPS.has(holderKey(path)) || NAME_KEYS.has(own)) return NOT_TEXT.names;
  if (!hasWords(text)) return NOT_TEXT.noWords;
  const holder = parent as Record<string, unknown> | undefined;
  if (isCatalogueField(holder, own)) return NOT_TEXT.names;
  if (own === 'default') return holder && ('oneOf' in holder || 'enum' in holder) ? NOT_TEXT.storedValue : 'text';
  if (STEP_TEXT_KEYS.has(own) || STEP_TEXT_MAPS.has(holderKey(path))) return 'text';
  return undefined;
}

function copyFile({ path, text }: Leaf): Classification {
  const own = ownKey(path);
  if (path.includes('$comment')) return NOT_TEXT.developerNote;
  if (own === 'route' || own === 'href') return NOT_TEXT.names;
  if (/file ?name$/i.test(own)) return NOT_TEXT.fileName;
  return hasWords(text) ? 'text' : NOT_TEXT.noWords;
}

function catalogueFile({ file, path, text }: Leaf): Classification {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const own = ownKey(path);
  if (!hasWords(text)) return NOT_TEXT.noWords;
  if (CATALOGUE_STORED[name]?.includes(own)) return NOT_TEXT.storedValue;
  if (CATALOGUE_ALL_TEXT.has(name) || CATALOGUE_LABELS.has(own)) return 'text';
  if (NAME_KEYS.has(own)) return NOT_TEXT.names;
  return undefined;
}

/** will.schema.json and onboarding.schema.json: a field's title is its label in the forms. */
function schemaFile({ path, text, parent }: Leaf): Classification {
  const own = ownKey(path);
  if (own === 'description' || own === '$comment') return NOT_TEXT.developerNote;
  if (path.includes('examples')) return NOT_TEXT.sample;
  if (STORED_OPTION_KEYS.has(own)) return NOT_TEXT.storedValue;
  if (isCatalogueField(parent as Record<string, unknown> | undefined, own)) return NOT_TEXT.names;
  if (own === 'title') {
    const ownName = path.length === 1 || (path.length === 3 && path[0] === 'definitions');
    if (ownName) return NOT_TEXT.schemaName;
    return hasWords(text) ? 'text' : NOT_TEXT.noWords;
  }
  if (NAME_KEYS.has(own)) return NOT_TEXT.names;
  if (!hasWords(text)) return NOT_TEXT.noWords;
  return undefined;
}

/** Whether the string at a leaf is text, or which not-text rule it falls under, or undefined when no rule says. */
export function classify(leaf: Leaf): Classification {
  if (leaf.file.startsWith('schemas/steps/')) return stepFile(leaf);
  if (leaf.file.startsWith('schemas/copy/')) return copyFile(leaf);
  if (leaf.file.startsWith('schemas/catalogue/')) return catalogueFile(leaf);
  return schemaFile(leaf);
}
