/**
 * Every user-facing string of the service, found in the JSON content files of `schemas/` (step files, copy,
 * catalogue labels, the will schema's field titles), each with a stable key: the file and the JSON pointer of the text.
 * What counts as text is decided per kind of file below, so identifiers (routes, widget and predicate names, stored
 * values such as titles and marital statuses) are never offered for editing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePlace } from './content-places.ts';

export type ContentString = {
  /** `schemas/steps/about-you.json#/uiSchema/fullName/ui:title`: the file (from the repository root) and pointer. */
  key: string;
  file: string;
  /** The JSON pointer's segments, numbers for array indexes. */
  path: (string | number)[];
  text: string;
  /** Where a person meets the text, in words. */
  shown: string;
};

/** Keys whose values (a string, or an array of strings) are names the code reads, never text a person sees. */
const NOT_TEXT = new Set([
  '$schema', '$id', '$ref', '$comment', '$catalogue', 'id', 'route', 'bind', 'kind', 'parent', 'presentation', 'layout',
  'commit', 'event', 'step', 'operation', 'variant', 'source', 'over', 'visibleIf', 'enabledBy', 'figures', 'shape',
  'selector', 'hash', 'addStep', 'editStep', 'inputType', 'value', 'incompleteMark', 'price_from', 'type', 'enum',
  'const', 'examples', 'pattern', 'format', 'required', 'rules', 'ui:order', 'ui:widget', 'ui:field',
  'ui:autocomplete', 'autocomplete', 'capitalise', 'manualFlag', 'sameAsUserFlag', 'href', 'edit', 'substituteType',
  'uuid',
]);
/** Copy files hold text but for notes and the links of the dashboard's cards. */
const COPY_NOT_TEXT = new Set(['$comment', 'route', 'href']);
/** A value like `people.eligibleAdults` or `family-edit-person` under a key of its own (a source per role). */
const looksLikeName = (text: string) => /^[\w.:/#{}-]+$/.test(text) && !/^[A-Z£]/.test(text);

/** Catalogue keys that label an option; other catalogue values are stored in wills (titles, marital statuses). */
const CATALOGUE_LABELS = new Set(['label', 'fieldLabel', 'title', 'descriptionPrefix', 'timeEstimate']);
const CATALOGUE_ALL_TEXT = new Set(['validation-messages.json', 'wish-placeholders.json']);

function jsonFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${dir}/${name}`);
}

/** The content files, from the repository root, in a fixed order. */
export function contentFiles(root: string): string[] {
  return [
    ...jsonFiles(root, 'schemas/steps'),
    ...jsonFiles(root, 'schemas/copy'),
    ...jsonFiles(root, 'schemas/catalogue').filter((file) => !file.endsWith('/titles.json')),
    'schemas/will.schema.json',
    'schemas/onboarding.schema.json',
  ];
}

/** RFC 6901: `~` as `~0`, `/` as `~1`. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

type Visit = (path: (string | number)[], text: string) => void;

function walk(value: unknown, path: (string | number)[], include: (path: (string | number)[], text: string) => boolean, visit: Visit): void {
  if (typeof value === 'string') {
    if (include(path, value)) visit(path, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], include, visit));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], include, visit);
  }
}

const lastKey = (path: readonly (string | number)[]) => [...path].reverse().find((segment) => typeof segment === 'string') ?? '';
const hasText = (text: string) => /\p{L}/u.test(text);

function includeFor(file: string): (path: (string | number)[], text: string) => boolean {
  if (file.startsWith('schemas/steps/')) {
    return (path, text) => {
      // Under `messages` the keys are rule names (`required:fullName`) and every value is a message.
      if (path.includes('messages')) return hasText(text);
      return !NOT_TEXT.has(lastKey(path)) && !path.includes('examples') && hasText(text) && !looksLikeName(text);
    };
  }
  if (file.startsWith('schemas/copy/')) {
    return (path, text) => !path.some((segment) => COPY_NOT_TEXT.has(String(segment))) && hasText(text) && !looksLikeName(text);
  }
  if (file.startsWith('schemas/catalogue/')) {
    const name = file.slice('schemas/catalogue/'.length);
    return (path, text) => hasText(text) && (CATALOGUE_ALL_TEXT.has(name) || CATALOGUE_LABELS.has(lastKey(path)));
  }
  // The will and onboarding schemas: field titles are the forms' labels; descriptions are notes for developers.
  return (path, text) => lastKey(path) === 'title' && !path.includes('examples') && hasText(text);
}

/** Every user-facing string under `root`'s schemas/, in file order then document order. */
export function contentStrings(root: string): ContentString[] {
  const strings: ContentString[] = [];
  for (const file of contentFiles(root)) {
    const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
    walk(json, [], includeFor(file), (path, text) => {
      strings.push({ key: `${file}#${toPointer(path)}`, file, path, text, shown: describePlace(file, json, path) });
    });
  }
  return strings;
}

/** The `{name}` placeholders of a text, sorted, each once. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}
