/**
 * Where each text of a content file stands in another language, from its English texts and its translation layer
 * (./translation-layer.ts): one function for the content check, the content sheet and Storybook.
 */
import { placeholderChanges } from '../steps/content/placeholders';
import { isCurrent, type TranslatedText, type TranslationLayer } from './translation-layer';

/**
 * The content files shown in English only, so they have no Welsh layer: the legal team's console copy (the
 * reviewers work in English and read a Welsh will beside its English). Paths from the repository root.
 */
export const ENGLISH_ONLY_CONTENT: readonly string[] = ['schemas/copy/review.json', 'schemas/copy/review-team.json'];

/** Whether the texts of a content file (`schemas/...json`) need a Welsh form. */
export const needsWelsh = (contentFile: string) => !ENGLISH_ONLY_CONTENT.includes(contentFile);

/** The content files whose Welsh the legal team approves before a will uses it: the drafting copy. */
export const APPROVED_CONTENT: readonly string[] = ['schemas/copy/drafting.json'];
export const needsApproval = (contentFile: string) => APPROVED_CONTENT.includes(contentFile);

/**
 * `current`: translated from this English; `needs-review`: the English changed since (until a translator confirms or
 * replaces it); `missing`: no translation; `orphan`: a translation of a pointer that is no longer a text.
 */
export type TranslationStatus = 'current' | 'needs-review' | 'missing' | 'orphan';

export type PointerStatus = {
  pointer: string;
  status: TranslationStatus;
  /** Undefined for an orphan. */
  english?: string;
  /** Undefined when missing. */
  translation?: TranslatedText;
  /** Placeholders of the English the translation leaves out, and those it adds: both must be empty. */
  dropped: string[];
  invented: string[];
};

export const isTranslatedText = (value: unknown): value is TranslatedText =>
  !!value && typeof value === 'object' && typeof (value as TranslatedText).text === 'string' && typeof (value as TranslatedText).source === 'string';

/** The status of one English text given its translation (or none). */
export function translationStatus(english: string, translation: TranslatedText | undefined): Exclude<TranslationStatus, 'orphan'> {
  if (!translation || !translation.text.trim()) return 'missing';
  return isCurrent(translation, english) ? 'current' : 'needs-review';
}

/**
 * Every text of a content file (pointer to English, in document order) with its translation's status, then every
 * entry of the layer whose pointer is not among them (orphans). An entry that is not `{ text, source }` counts as
 * missing for its text, or as an orphan.
 */
export function layerStatuses(english: ReadonlyMap<string, string>, layer: TranslationLayer | Record<string, unknown>): PointerStatus[] {
  const entries = layer as Record<string, unknown>;
  const statuses: PointerStatus[] = [];
  for (const [pointer, text] of english) {
    const entry = Object.hasOwn(entries, pointer) && isTranslatedText(entries[pointer]) ? entries[pointer] : undefined;
    const status = translationStatus(text, entry);
    const changes = status === 'missing' ? { dropped: [], invented: [] } : placeholderChanges(text, entry!.text);
    statuses.push({ pointer, status, english: text, ...(entry ? { translation: entry } : {}), ...changes });
  }
  for (const [pointer, entry] of Object.entries(entries)) {
    if (pointer === '$comment' || english.has(pointer)) continue;
    statuses.push({ pointer, status: 'orphan', ...(isTranslatedText(entry) ? { translation: entry } : {}), dropped: [], invented: [] });
  }
  return statuses;
}
