/**
 * A content file (`schemas/copy/x.json`, a step file, a catalogue) as code imports it: the build
 * (scripts/localised-content-plugin.ts) makes every import of a file under `schemas/` return `localisedContent(English,
 * layers)`, an object that reads as the English file in English and as its overlay (./overlay.ts) in Welsh, in the
 * reader's language at the moment a text is read. Code keeps `import copy from '…/copy/x.json'` and `copy.title`.
 *
 * Whose language that is, the host says, not this module: the browser installs a reader of `<html lang>` (fixed for
 * a page load: switching reloads the page), the server one of the request's language (AsyncLocalStorage), Storybook
 * its toolbar's. Installed on `globalThis` under one symbol, so the rules stay free of state; without a host, English.
 */
import { LANGUAGES, asLanguage, type Language } from './language';
import type { TranslationLayer } from './translation-layer';
import { overlayLayer, type OverlayOptions } from './overlay';

export const CONTENT_LANGUAGE = Symbol.for('will-writer:content-language');
/** How `contentIn` asks a localised file for itself in a named language (a read the proxy answers, not a key of the file). */
const IN_LANGUAGE = Symbol.for('will-writer:content-in-language');
/** How a host tells the content which language to read in, and optionally marks texts for a translator. */
export type ContentLanguageHost = { language: () => Language; mark?: OverlayOptions['mark'] };
type WithHost = { [CONTENT_LANGUAGE]?: ContentLanguageHost };

const host = (): ContentLanguageHost | undefined => (globalThis as WithHost)[CONTENT_LANGUAGE];

/** Installs the host's reader of the language (replacing any other); returns a function that removes it. */
export function installContentLanguage(reader: ContentLanguageHost): () => void {
  const scope = globalThis as WithHost;
  const before = scope[CONTENT_LANGUAGE];
  scope[CONTENT_LANGUAGE] = reader;
  return () => {
    scope[CONTENT_LANGUAGE] = before;
  };
}

/** The language content is read in now. */
export const contentLanguage = (): Language => asLanguage(host()?.language()) ?? 'en';

/** How texts are marked now, if they are (Storybook's marks, when shown): a cache of content read tells them apart. */
export const contentMarks = (): OverlayOptions['mark'] => host()?.mark;

/** `de-CY`-like tags to a language: `cy`, `cy-GB` are Welsh; anything else not offered is undefined. */
export const languageOfTag = (tag: string | null | undefined): Language | undefined => asLanguage(tag?.split('-')[0]?.toLowerCase());

/**
 * The content file in the reader's language. The answer is a live view of the top level: each read goes to the
 * file in the current language (overlaid once per language, or per mark function); a nested object read from it is a
 * plain object in that language, so read texts where they are drawn, not into module-level constants the server would
 * share between requests in different languages.
 */
export function localisedContent<T extends object>(english: T, layers: Partial<Record<Exclude<Language, 'en'>, TranslationLayer>>, texts: readonly string[] = []): T {
  const made = new Map<Language, T>();
  /** The file in `language`, unmarked: what a rule reads (a mark is for a translator's eyes, never for matching). */
  const inLanguage = (language: Language): T => {
    const layer = language === 'en' ? undefined : layers[language];
    if (!layer) return english;
    let value = made.get(language);
    if (!value) made.set(language, (value = overlayLayer(english, layer)));
    return value;
  };
  const marked = new WeakMap<NonNullable<OverlayOptions['mark']>, Map<Language, T>>();
  const current = (): T => {
    const language = contentLanguage();
    if (language === 'en') return english;
    const layer = layers[language];
    const mark = host()?.mark;
    if (!layer && !mark) return english;
    let byLanguage = made;
    if (mark) {
      byLanguage = marked.get(mark) ?? new Map<Language, T>();
      marked.set(mark, byLanguage);
    }
    let value = byLanguage.get(language);
    if (!value) byLanguage.set(language, (value = overlayLayer(english, layer, { texts, mark })));
    return value;
  };
  return new Proxy(english, {
    get: (_target, key) => (key === IN_LANGUAGE ? inLanguage : Reflect.get(current(), key)),
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(current(), key),
    // Writable as a plain JSON import is (Storybook writes into a story's args), in the language of the moment.
    set: (_target, key, value) => Reflect.set(current(), key, value),
  });
}

/**
 * A content file read in a named language whatever the reader's is: the catalogue words of a will drafted in Welsh for
 * an English reader (or the other way round). A file the build did not localise (a script run without the build's
 * transform) is its English whatever is asked.
 */
export function contentIn<T extends object>(content: T, language: Language): T {
  const read = (content as { [IN_LANGUAGE]?: (language: Language) => T })[IN_LANGUAGE];
  return typeof read === 'function' ? read(language) : content;
}

/**
 * A content file in every language the service is offered in, English first: what a rule matches against when the
 * user may have typed in either language (a starter text left as it was, a placeholder, the words for personal
 * possessions), since what someone typed does not change with the language they later read in.
 */
export function inEveryLanguage<T extends object>(content: T): T[] {
  const versions = LANGUAGES.map((language) => contentIn(content, language));
  return versions.filter((version, i) => versions.indexOf(version) === i);
}
