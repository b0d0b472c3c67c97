import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { layerFileOf, type TranslationLayer } from '../engine/i18n/translation-layer';
import { overlayLayer } from '../engine/i18n/overlay';
import type { Language } from '../engine/i18n/language';

/** A content file (from the repository root) read in `language`: its layer overlaid, English where it has none. */
export function readInLanguage<T>(root: string, file: string, language: Exclude<Language, 'en'>): T {
  const english = JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
  const layerFile = join(root, layerFileOf(file, language));
  const layer = existsSync(layerFile) ? (JSON.parse(readFileSync(layerFile, 'utf8')) as TranslationLayer) : undefined;
  return overlayLayer(english, layer);
}
