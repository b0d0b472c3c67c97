/** Reading and writing the Welsh layers under `<root>/schemas/cy/` (the format: engine/i18n/translation-layer.ts). */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { layerFileOf, type TranslationLayer } from '../../engine/i18n/translation-layer';

/** The Welsh layer of a content file (paths from `root`), empty when it has none. Throws when it is not JSON. */
export function readLayer(root: string, contentFile: string): TranslationLayer {
  const path = join(root, layerFileOf(contentFile, 'cy'));
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as TranslationLayer;
  } catch (error) {
    throw new Error(`${layerFileOf(contentFile, 'cy')} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Every layer file under `<root>/schemas/cy`, from `root`. */
export function layerFiles(root: string): string[] {
  const visit = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? visit(join(dir, entry.name)) : entry.name.endsWith('.json') ? [relative(root, join(dir, entry.name))] : [])
      : [];
  return visit(join(root, 'schemas/cy')).sort();
}

/**
 * A layer as its file holds it: the note first, then the entries in the English file's order (`order`, its
 * pointers), then any entry whose pointer is no longer a text (the content check names those).
 */
export function layerJson(layer: TranslationLayer, order: readonly string[]): string {
  const sorted: Record<string, unknown> = {};
  if (layer.$comment !== undefined) sorted.$comment = layer.$comment;
  for (const pointer of order) if (Object.hasOwn(layer, pointer)) sorted[pointer] = layer[pointer];
  for (const [pointer, entry] of Object.entries(layer)) if (!(pointer in sorted)) sorted[pointer] = entry;
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Writes layers (by content file) under `root`; returns each file's previous contents (null: it did not exist). */
export function writeLayers(root: string, layers: ReadonlyMap<string, { layer: TranslationLayer; order: readonly string[] }>): Map<string, string | null> {
  const before = new Map<string, string | null>();
  for (const [contentFile, { layer, order }] of layers) {
    const path = join(root, layerFileOf(contentFile, 'cy'));
    before.set(path, existsSync(path) ? readFileSync(path, 'utf8') : null);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, layerJson(layer, order));
  }
  return before;
}

/** Puts layer files back as `writeLayers` found them. */
export function undoLayers(before: ReadonlyMap<string, string | null>): void {
  for (const [path, contents] of before) {
    if (contents === null) rmSync(path, { force: true });
    else writeFileSync(path, contents);
  }
}
