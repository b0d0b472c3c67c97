/**
 * The page's language: the server wrote it into `<html lang>` (the visitor's choice, their account's, or English),
 * and it holds for the page load: the language switch loads the same address again in the other language. Imported
 * first by web/main.tsx and by every content file's module (scripts/localised-content-plugin.ts), so every content
 * file reads in it from the first module on.
 *
 * The build's browser modules carry the English only; a Welsh page loads the Welsh layers (./welsh-layers.ts, one
 * chunk) as soon as this module runs, and web/main.tsx awaits them before the first render or hydration.
 */
import { contentLanguage, installContentLanguage, languageOfTag } from '../../engine/i18n/localised-content';
import type { Language } from '../../engine/i18n/language';
import type { TranslationLayer } from '../../engine/i18n/translation-layer';

/**
 * The language `<html lang>` names (English when none we offer). Drawn on the server (a signed-in page, the build's
 * prerender) there is no document: the language is the one the server's own host reads (the request's, the page's).
 */
export const pageLanguage = (): Language =>
  globalThis.document ? (languageOfTag(globalThis.document.documentElement.lang) ?? 'en') : contentLanguage();

// In a browser only: installed on the server, it would replace the host that reads each request's language.
if (globalThis.document) installContentLanguage({ language: pageLanguage });

let layers: Readonly<Record<string, TranslationLayer>> | undefined;

/**
 * The page's language's layer of a content file (`schemas/copy/pages.json`), read by the file's module on each read of
 * a text in Welsh. A read before the layers are in (a text read when a module loads, not where it is drawn) would show
 * English on a Welsh page: it is reported.
 */
export function pageLayer(file: string): TranslationLayer | undefined {
  // An English page never loads the Welsh: a rule that reads a file in every language (a text the user may have typed
  // in Welsh, engine/i18n/localised-content.ts inEveryLanguage) gets its English there, and the server, which holds
  // every layer, checks the Welsh too. Only a Welsh page expects the layers, so only there is an early read reported.
  if (!layers && pageLanguage() === 'cy') console.error(`${file} was read before the page's Welsh texts were in, so in English: read it where it is drawn`);
  return layers?.[file];
}

/** Settles when the page's language's layers are in (at once for English, and on the server, which inlines them). */
export const pageLayersLoaded: Promise<void> =
  globalThis.document && pageLanguage() === 'cy'
    ? import('./welsh-layers').then(({ welshLayers }) => {
        layers = welshLayers;
      })
    : Promise.resolve();
