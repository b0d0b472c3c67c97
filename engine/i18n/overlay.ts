/**
 * A content file read in a language: the English file with each text its translation layer has replaced by the
 * translation (engine/i18n/translation-layer.ts). A text the layer lacks stays English, so the service works while
 * translation is partial; a translation made from an English text that has since changed is still used (it is the
 * nearest Welsh there is) but reported as out of date, for Storybook's marks and the content check.
 */
import { isCurrent, type TranslationLayer } from './translation-layer';

/** What a reader is shown instead of a current translation: English (no Welsh yet) or Welsh made from older English. */
export type TextMark = 'missing' | 'outdated';

export type OverlayOptions = {
  /** Pointers of the file's texts (the content sheet's), so a text with no translation can be marked missing. */
  texts?: readonly string[];
  /** Rewrites a text shown with a mark (Storybook wraps it so the screen can outline it). */
  mark?: (text: string, mark: TextMark) => string;
};

/** RFC 6901 pointer to its segments (`~1` is `/`, `~0` is `~`). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

type Container = Record<string, unknown> | unknown[];

/** The CLDR plural categories (engine/i18n/format.ts PluralForms). */
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
/** A copy object of plural forms: `other` and only CLDR categories as keys (./plural-text.ts). */
const isPluralForms = (value: Container) => !Array.isArray(value) && 'other' in value && Object.keys(value).every((key) => PLURAL_FORMS.has(key));
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Copies the containers along `segments` (so the English file is never changed) and returns the text's parent. */
function parentFor(root: Container, segments: string[]): Container | undefined {
  let node: Container = root;
  for (const segment of segments.slice(0, -1)) {
    const child = (node as Record<string, unknown>)[segment];
    if (!isContainer(child)) return undefined;
    const copy: Container = Array.isArray(child) ? [...child] : { ...child };
    (node as Record<string, unknown>)[segment] = copy;
    node = copy;
  }
  return node;
}

/**
 * The English content with every translated text in the layer's language. Only strings are replaced: an entry whose
 * pointer names no English text (the English moved) is ignored, and the content check reports it.
 */
export function overlayLayer<T>(english: T, layer: TranslationLayer | undefined, options: OverlayOptions = {}): T {
  if (!isContainer(english)) return english;
  const root = (Array.isArray(english) ? [...english] : { ...english }) as Container;
  const { mark } = options;
  const write = (pointer: string, text: (current: string) => string | undefined) => {
    const segments = pointerSegments(pointer);
    const last = segments.at(-1);
    if (last === undefined) return;
    const parent = parentFor(root, segments);
    const current = parent ? (parent as Record<string, unknown>)[last] : undefined;
    // A plural form the English lacks (Welsh's two, few, many, zero) is added beside the English forms, made from `other`.
    const added = current === undefined && parent && isPluralForms(parent) && PLURAL_FORMS.has(last) ? (parent as Record<string, unknown>).other : undefined;
    if (typeof added === 'string') {
      const next = text(added);
      if (next !== undefined) (parent as Record<string, unknown>)[last] = next;
      return;
    }
    if (typeof current !== 'string') return;
    const next = text(current);
    if (next !== undefined) (parent as Record<string, unknown>)[last] = next;
  };
  for (const [pointer, entry] of Object.entries(layer ?? {})) {
    if (pointer === '$comment' || typeof entry !== 'object' || entry === null || typeof entry.text !== 'string') continue;
    write(pointer, (current) => (mark && !isCurrent(entry, current) ? mark(entry.text, 'outdated') : entry.text));
  }
  if (mark) {
    for (const pointer of options.texts ?? []) {
      if (layer?.[pointer] === undefined) write(pointer, (current) => mark(current, 'missing'));
    }
  }
  return root as T;
}
