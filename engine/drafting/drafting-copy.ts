import copy from '../../schemas/copy/drafting.json';
import welshLayer from '../../schemas/cy/copy/drafting.json';
import { interpolate } from '../steps/interpolate';
import { overlayLayer } from '../i18n/overlay';
import type { Language } from '../i18n/language';
import type { TranslationLayer } from '../i18n/translation-layer';
import type { ListItem } from './draft-document';

export type DraftingCopy = typeof copy;

/** The Welsh drafting layer (schemas/cy/copy/drafting.json): each text with its source fingerprint and approval. */
export const WELSH_DRAFTING_LAYER = welshLayer as unknown as TranslationLayer;

// The English with each text the layer translates put in its place (texts it lacks stay English): engine/i18n/overlay.ts.
const COPIES: Record<Language, DraftingCopy> = { en: copy, cy: overlayLayer(copy, WELSH_DRAFTING_LAYER) };

let active: Language = 'en';
let reads: Set<string> | null = null;

/**
 * A view of the drafting copy that reads each text in the language being drafted (see `inLanguage`), and records the
 * JSON pointer of every text read, so a will's approval can be checked against exactly the wording it uses.
 */
function view(path: string, english: object): object {
  return new Proxy(english, {
    get(target, key, receiver) {
      if (typeof key !== 'string') return Reflect.get(target, key, receiver);
      const englishValue = (target as Record<string, unknown>)[key];
      if (englishValue === undefined || typeof englishValue === 'function') return Reflect.get(target, key, receiver);
      const pointer = `${path}/${key}`;
      if (typeof englishValue === 'object' && englishValue !== null) return view(pointer, englishValue);
      const value = pointer.split('/').slice(1).reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], COPIES[active]);
      if (typeof value === 'string') reads?.add(pointer);
      return value;
    },
  });
}

/** The drafting wording, owned by the legal team in schemas/copy/drafting.json (Welsh: schemas/cy/copy/drafting.json). */
export const DRAFTING_COPY = view('', copy) as DraftingCopy;

/** The language the drafting copy is read in at this moment (the clause builders ask it for dates and money). */
export const draftingLanguage = (): Language => active;

/**
 * Runs `draft` with the drafting copy read in `language`, and returns what it made with the pointers of every
 * drafting text it read. Drafting is synchronous, so the language cannot leak into another draft.
 */
export function inLanguage<T>(language: Language, draft: () => T): { value: T; used: Set<string> } {
  const [previousLanguage, previousReads] = [active, reads];
  const used = new Set<string>();
  active = language;
  reads = used;
  try {
    return { value: draft(), used };
  } finally {
    active = previousLanguage;
    reads = previousReads;
    if (previousReads) used.forEach((pointer) => previousReads.add(pointer));
  }
}

/** A template from the copy with its {placeholders} filled. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return interpolate(template, values);
}

/** 'A', 'A and B', 'A, B and C', with the separators from the copy. */
export function joinList(parts: readonly string[]): string {
  const { listSeparator, listLastSeparator } = DRAFTING_COPY.people;
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(listSeparator)}${listLastSeparator}${parts[parts.length - 1]}`;
}
/** Texts as a lettered list: (a), (b), ... (z), (aa), (bb), ... */
export function letteredItems(texts: readonly string[]): ListItem[] {
  return texts.map((text, i) => ({ label: `(${String.fromCharCode(97 + (i % 26)).repeat(Math.floor(i / 26) + 1)})`, text }));
}

/** A user's own words (funeral arrangements, wishes) as one unlabelled, indented item, trimmed. */
export function quotedItem(text: string): ListItem[] {
  return [{ label: '', text: text.trim() }];
}

/**
 * A sentence naming one party inline (`one`, with the description under `key`), or several as a lettered list under
 * `many`, so no address in a list can be read as everyone's.
 */
export function partyParagraph(
  templates: { one: string; many: string },
  key: string,
  descriptions: readonly string[],
  values: Record<string, string | number> = {},
): { text: string; items?: ListItem[] } {
  if (descriptions.length === 1) return { text: fill(templates.one, { ...values, [key]: descriptions[0]! }) };
  return { text: fill(templates.many, values), items: letteredItems(descriptions) };
}
