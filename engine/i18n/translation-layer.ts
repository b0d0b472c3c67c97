/**
 * A translation layer: the Welsh (or any other language's) texts of one content file of `schemas/`, kept in a file of
 * its own beside the English (`schemas/cy/steps/about-you.json` for `schemas/steps/about-you.json`), so an English
 * editor reads the step files as they were and a translator works on a file of texts alone.
 *
 * Each entry is keyed by the JSON pointer of the English text (the content sheet's key after `#`) and records the
 * fingerprint of the English it was translated from: when the English changes, its translation is out of date until a
 * translator confirms or replaces it. A drafting text (the will's wording) also records the legal team's approval.
 */
import type { Language } from './language';

export type TranslatedText = {
  text: string;
  /** `fingerprint(English text)` at the time of translating (or of a translator confirming it still holds). */
  source: string;
  /** Drafting copy only: the legal team has approved this wording for use in a will. */
  approved?: boolean;
};

/** JSON pointer (RFC 6901, as in the content sheet's keys) to its translation. `$comment` is a note, never a text. */
export type TranslationLayer = { $comment?: string } & Record<string, TranslatedText>;


/** `schemas/steps/about-you.json` to `schemas/cy/steps/about-you.json` (paths from the repository root). */
export function layerFileOf(contentFile: string, language: Exclude<Language, 'en'>): string {
  return contentFile.replace(/^schemas\//, `schemas/${language}/`);
}

/**
 * A short, stable fingerprint of an English text (53-bit cyrb53 over its NFC form, as 14 hex digits): pure and
 * synchronous, so the content check, the content sheet and Storybook compute it alike.
 */
export function fingerprint(text: string): string {
  const normal = text.normalize('NFC');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < normal.length; i++) {
    const ch = normal.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** Whether a translation was made from this English text (false: the English changed since, it needs review). */
export const isCurrent = (entry: TranslatedText, english: string) => entry.source === fingerprint(english);
