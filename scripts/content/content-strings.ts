/**
 * Every user-facing string of the service, found in the JSON content files of `schemas/` (step files, copy,
 * catalogue labels, the will schema's field titles), each with a stable key: the file and the JSON pointer of the text.
 * What counts as text is decided per kind of file in ./text-rules.ts, so identifiers (routes, widget and predicate
 * names, stored values such as titles and marital statuses) are never offered for editing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePlace } from './content-places.ts';
import { classify, type Classification, type Leaf } from './text-rules.ts';

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

function jsonFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${dir}/${name}`);
}

/** The JSON files of schemas/ that hold no text a person reads, and why. Every other one is a content file. */
export const NOT_CONTENT_FILES: Record<string, string> = {
  'schemas/catalogue/titles.json': 'person titles ("Mr.") are stored in wills as chosen and printed as they are in either language',
  'schemas/step.meta.schema.json': "the step-file language's meta-schema, read by the content check and editors' tools only",
};

/** The content files, from the repository root, in a fixed order. */
export function contentFiles(root: string): string[] {
  return [
    ...jsonFiles(root, 'schemas/steps'),
    ...jsonFiles(root, 'schemas/copy'),
    ...jsonFiles(root, 'schemas/catalogue').filter((file) => !(file in NOT_CONTENT_FILES)),
    'schemas/will.schema.json',
    'schemas/onboarding.schema.json',
  ];
}

/** RFC 6901: `~` as `~0`, `/` as `~1`. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Every string of a JSON value, with its path and the object or array holding it, in document order. */
function walk(value: unknown, path: (string | number)[], parent: unknown, visit: (path: (string | number)[], text: string, parent: unknown) => void): void {
  if (typeof value === 'string') visit(path, value, parent);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], value, visit));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key], value, visit);
}

export type ClassifiedLeaf = Leaf & { key: string; is: Classification };

/** Every string of every content file under `root`, each with what text-rules.ts makes of it. */
export function classifiedLeaves(root: string): ClassifiedLeaf[] {
  const leaves: ClassifiedLeaf[] = [];
  for (const file of contentFiles(root)) {
    const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
    walk(json, [], undefined, (path, text, parent) => {
      const leaf = { file, path, text, parent };
      leaves.push({ ...leaf, key: `${file}#${toPointer(path)}`, is: classify(leaf) });
    });
  }
  return leaves;
}

/** Every user-facing string under `root`'s schemas/, in file order then document order. */
export function contentStrings(root: string): ContentString[] {
  const strings: ContentString[] = [];
  const parsed = new Map<string, unknown>();
  for (const leaf of classifiedLeaves(root)) {
    if (leaf.is !== 'text') continue;
    if (!parsed.has(leaf.file)) parsed.set(leaf.file, JSON.parse(readFileSync(join(root, leaf.file), 'utf8')));
    strings.push({ key: leaf.key, file: leaf.file, path: [...leaf.path], text: leaf.text, shown: describePlace(leaf.file, parsed.get(leaf.file), leaf.path) });
  }
  return strings;
}

export { placeholders } from '../../engine/steps/content/placeholders';
