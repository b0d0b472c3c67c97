import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { layerFileOf, type TranslatedText, type TranslationLayer } from '../engine/i18n/translation-layer.ts';

/**
 * Every import of a content file under `schemas/` (not a layer under `schemas/cy/`, nor one asked for with a query
 * such as `?route`) becomes `localisedContent(English, { cy: layer })` (engine/i18n/localised-content.ts): the same
 * object shape, read in the reader's language. One transform for the web build, Storybook, the tests (Vite) and the
 * server's bundle (esbuild), so no code chooses a language's file itself.
 */

const PREFIX = '\0localised-content:';
const DRAFTING_COPY = 'schemas/copy/drafting.json';

/** The file (from the repository root) when `file` is a content file to localise. */
function contentFileOf(root: string, file: string): string | undefined {
  const path = relative(root, file).replace(/\\/g, '/');
  if (!path.startsWith('schemas/') || path.startsWith('schemas/cy/') || !path.endsWith('.json')) return undefined;
  if (path.endsWith('.meta.schema.json')) return undefined;
  // The will's wording is drafted in the will's language, not the reader's: engine/drafting/drafting-copy.ts reads
  // the English and its Welsh layer itself (a Welsh reader may have an English will, and the other way round).
  if (path === DRAFTING_COPY) return undefined;
  return path;
}

type TextPointers = Map<string, string[]>;

/** What a page needs of a layer: its texts; the fingerprints too where texts are marked (Storybook), not approvals. */
function shipped(layer: TranslationLayer, marks: boolean): Record<string, { text: string; source?: string }> {
  const entries = Object.entries(layer).filter((entry): entry is [string, TranslatedText] => entry[0] !== '$comment' && typeof entry[1] === 'object' && entry[1] !== null);
  return Object.fromEntries(entries.map(([pointer, { text, source }]) => [pointer, marks ? { text, source } : { text }]));
}

/** The pointers of each file's texts (the content sheet's), for marking the texts with no translation. */
async function textPointers(root: string): Promise<TextPointers> {
  const { contentStrings } = await import('./content/content-strings.ts');
  const byFile: TextPointers = new Map();
  for (const { key, file } of contentStrings(root)) {
    const list = byFile.get(file) ?? [];
    list.push(key.slice(key.indexOf('#') + 1));
    byFile.set(file, list);
  }
  return byFile;
}

/** The file's top-level keys `keys` only, and their translations (`?headerLink&pick`: a text or two without the whole file). */
function picked<T>(value: T, keys: string[] | undefined, isPointer: boolean): T {
  if (!keys || typeof value !== 'object' || value === null) return value;
  const kept = Object.entries(value).filter(([key]) => keys.some((name) => (isPointer ? key === `/${name}` || key.startsWith(`/${name}/`) : key === name)));
  return Object.fromEntries(kept) as T;
}

/** The JavaScript module of a content file (or of some of its top-level keys), and the files it was made from (to watch). */
export function localisedModule(root: string, file: string, texts?: TextPointers, keys?: string[]): { code: string; watch: string[] } {
  const runtime = JSON.stringify(join(root, 'engine/i18n/localised-content.ts').replace(/\\/g, '/'));
  const layerFile = join(root, layerFileOf(file, 'cy'));
  const english = readFileSync(join(root, file), 'utf8');
  const layer = existsSync(layerFile) ? picked(shipped(JSON.parse(readFileSync(layerFile, 'utf8')) as TranslationLayer, texts !== undefined), keys, true) : undefined;
  const pointers = (texts?.get(file) ?? []).filter((pointer) => !keys || keys.some((name) => pointer === `/${name}` || pointer.startsWith(`/${name}/`)));
  const code = [
    `import { localisedContent } from ${runtime};`,
    // JSON is a JavaScript expression: written as is, with nothing escaped.
    `const english = ${JSON.stringify(picked(JSON.parse(english) as unknown, keys, false))};`,
    `const layers = ${layer ? `{ cy: ${JSON.stringify(layer)} }` : '{}'};`,
    `export default localisedContent(english, layers, ${JSON.stringify(pointers)});`,
  ].join('\n');
  return { code, watch: [join(root, file), ...(layer ? [layerFile] : [])] };
}

/** The Vite plugin; `marks` (Storybook) also gives each module its texts' pointers, to mark untranslated texts. */
export function localisedContentPlugin(root: string, options: { marks?: boolean } = {}): Plugin {
  let texts: TextPointers | undefined;
  return {
    name: 'will-writer:localised-content',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      if (source.startsWith('\0')) return null;
      // `x.json?headerLink&pick`: those keys of the file only (types: web/content-pick.d.ts).
      const pick = /^(.+\.json)\?([\w,]+)&pick$/.exec(source);
      const path = pick ? pick[1]! : source;
      if (path.includes('?') || !path.endsWith('.json')) return null;
      const resolved = await this.resolve(path, importer, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.id.includes('?') || !contentFileOf(root, resolved.id)) return null;
      return `${PREFIX}${resolved.id}${pick ? `.pick.${pick[2]!.replace(/,/g, '.')}` : ''}.js`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [path = '', keys] = id.slice(PREFIX.length, -'.js'.length).split('.pick.');
      const file = contentFileOf(root, path)!;
      if (options.marks) texts ??= await textPointers(root);
      const { code, watch } = localisedModule(root, file, texts, keys?.split('.'));
      for (const watched of watch) this.addWatchFile(watched);
      return code;
    },
  };
}

/** The same for esbuild (the server's bundle, scripts/build-server.ts). */
export function localisedContentEsbuildPlugin(root: string): EsbuildPlugin {
  return {
    name: 'localised-content',
    setup(build) {
      build.onResolve({ filter: /\.json$/ }, (args) => {
        if (args.namespace !== 'file' || !args.path.startsWith('.') && !isAbsolute(args.path)) return undefined;
        const path = resolve(args.resolveDir, args.path);
        return contentFileOf(root, path) ? { path, namespace: 'localised-content' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'localised-content' }, (args) => {
        const { code, watch } = localisedModule(root, contentFileOf(root, args.path)!);
        return { contents: code, loader: 'js', resolveDir: dirname(args.path), watchFiles: watch };
      });
    },
  };
}
