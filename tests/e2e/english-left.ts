/**
 * The check that a page read in Welsh shows no English the translators have given Welsh for: every content text
 * (scripts/content/content-strings.ts) whose layer has a translation different from it is an English text that must
 * not appear on a Welsh page. A text with no translation yet may stay English (the service works while translation
 * is partial); a text marked `lang="en"` (an English-only document's name) is English on purpose.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentStrings } from '../../scripts/content/content-strings';
import { layerFileOf, type TranslationLayer } from '../../engine/i18n/translation-layer';
import type { Language } from '../../engine/i18n/language';

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type EnglishCatalogue = { exact: Map<string, string>; patterns: { pattern: RegExp; key: string }[] };

/** Every English text of `root`'s content that has a translation into `language` differing from it, by its key. */
export function translatedEnglish(root: string, language: Exclude<Language, 'en'> = 'cy'): EnglishCatalogue {
  const layers = new Map<string, TranslationLayer | undefined>();
  const layerOf = (file: string) => {
    if (!layers.has(file)) {
      const path = join(root, layerFileOf(file, language));
      layers.set(file, existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TranslationLayer) : undefined);
    }
    return layers.get(file);
  };
  const catalogue: EnglishCatalogue = { exact: new Map(), patterns: [] };
  for (const { key, file, text } of contentStrings(root)) {
    const entry = layerOf(file)?.[key.slice(key.indexOf('#') + 1)];
    if (!entry || typeof entry !== 'object' || normal(entry.text) === normal(text)) continue;
    const english = normal(text);
    if (!/\{\w+\}/.test(english)) {
      catalogue.exact.set(english, key);
      continue;
    }
    // A text with placeholders matches whatever fills them, when enough of it is words of its own.
    const literal = english.replace(/\{\w+\}/g, '');
    if ((literal.match(/\p{L}/gu) ?? []).length < 12) continue;
    const pattern = new RegExp(`^${english.split(/\{\w+\}/).map(escapeRegExp).join('.+?')}$`, 'u');
    catalogue.patterns.push({ pattern, key });
  }
  return catalogue;
}

/** The texts (a page's text nodes and title) that are English with a translation, each with the content key it is. */
export function englishLeft(texts: readonly string[], catalogue: EnglishCatalogue): string[] {
  const found: string[] = [];
  for (const raw of texts) {
    const text = normal(raw);
    if (!text) continue;
    const key = catalogue.exact.get(text) ?? catalogue.patterns.find(({ pattern }) => pattern.test(text))?.key;
    if (key) found.push(`"${text}" (${key})`);
  }
  return found;
}

/**
 * In the browser (a script, so nothing the test compiler adds goes with it): every visible text node not inside an
 * element marked as another language, and the page's title.
 */
export const READ_PAGE_TEXTS = `(() => {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.nodeValue.trim()) continue;
    const lang = (element.closest('[lang]') && element.closest('[lang]').getAttribute('lang')) || '';
    if (!lang.startsWith('cy')) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    texts.push(node.nodeValue);
  }
  return texts;
})()`;
