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
 *
 * Where the layer comes from depends on who reads (`LayerMode`): the server, the prerender, the tests and Storybook
 * carry it beside the English (any language may be asked for at any moment); a browser page, whose language is fixed
 * for the page load, carries the English only, and a Welsh page loads the Welsh chunk (web/i18n/welsh-layers.ts)
 * before it draws (web/i18n/page-language.ts, web/main.tsx).
 */

const PREFIX = '\0localised-content:';
/** A layer's texts (`schemas/cy/x.json?texts`, as web/i18n/welsh-layers.ts imports them). */
const TEXTS_PREFIX = '\0content-layer-texts:';
const PICK = '.pick.';
/** The Welsh chunk a browser page in Welsh loads, and the page's language, which loads it and hands out its layers. */
const WELSH_LAYERS = 'web/i18n/welsh-layers.ts';
const PAGE_LANGUAGE = 'web/i18n/page-language.ts';
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

/** Whether a content file has a Welsh layer with a text in it. */
function hasLayer(root: string, file: string): boolean {
  const layerFile = join(root, layerFileOf(file, 'cy'));
  return existsSync(layerFile) && Object.keys(shipped(JSON.parse(readFileSync(layerFile, 'utf8')) as TranslationLayer, false)).length > 0;
}

/** A content file's layer as a page reads it: its texts (the fingerprints too with `marks`), of `keys` only if given. */
function layerOf(root: string, file: string, marks: boolean, keys?: string[]): Record<string, { text: string; source?: string }> {
  return picked(shipped(JSON.parse(readFileSync(join(root, layerFileOf(file, 'cy')), 'utf8')) as TranslationLayer, marks), keys, true);
}

/**
 * How a content file's module reads its layer: `inline`, beside the English (the server's bundle, Vite's SSR builds,
 * Vitest, Storybook); or `loaded` (a browser page): the English alone, and the layer of the page's language read from
 * web/i18n/page-language.ts, which a Welsh page fills from the Welsh chunk before its first render. (Not a top-level
 * `await` in each module: with one, Rolldown splits the app into many more chunks, heavier on every page.)
 */
export type LayerMode = 'inline' | 'loaded';

const slashed = (path: string) => path.replace(/\\/g, '/');

/** The JavaScript module of a content file (or of some of its top-level keys), and the files it was made from (to watch). */
export function localisedModule(root: string, file: string, options: { texts?: TextPointers; keys?: string[]; mode?: LayerMode } = {}): { code: string; watch: string[] } {
  const { texts, keys, mode = 'inline' } = options;
  const english = readFileSync(join(root, file), 'utf8');
  const layered = hasLayer(root, file);
  const pointers = (texts?.get(file) ?? []).filter((pointer) => !keys || keys.some((name) => pointer === `/${name}` || pointer.startsWith(`/${name}/`)));
  const loaded = layered && mode === 'loaded';
  const layers = !layered ? '{}' : loaded ? `{ get cy() { return pageLayer(${JSON.stringify(file)}); } }` : `{ cy: ${JSON.stringify(layerOf(root, file, texts !== undefined, keys))} }`;
  const code = [
    `import { localisedContent } from ${JSON.stringify(slashed(join(root, 'engine/i18n/localised-content.ts')))};`,
    ...(loaded ? [`import { pageLayer } from ${JSON.stringify(slashed(join(root, PAGE_LANGUAGE)))};`] : []),
    // JSON is a JavaScript expression: written as is, with nothing escaped.
    `const english = ${JSON.stringify(picked(JSON.parse(english) as unknown, keys, false))};`,
    // Read at each read of a text (engine/i18n/localised-content.ts), so the Welsh shows once it is in.
    `const layers = ${layers};`,
    `export default localisedContent(english, layers, ${JSON.stringify(pointers)});`,
  ].join('\n');
  return { code, watch: [join(root, file), ...(layered && !loaded ? [join(root, layerFileOf(file, 'cy'))] : [])] };
}

/** The content file of a module id of this plugin, with the keys it picks (`.pick.a.b`), if any. */
function moduleFile(root: string, id: string, prefix: string): { file: string | undefined; keys: string[] | undefined } {
  const [path = '', keys] = id.slice(prefix.length, -'.js'.length).split(PICK);
  const relativePath = slashed(relative(root, path));
  const file = prefix === TEXTS_PREFIX ? relativePath.replace(/^schemas\/cy\//, 'schemas/') : relativePath;
  return { file: contentFileOf(root, join(root, file)), keys: keys?.split('.') };
}

/**
 * The browser build's check of the Welsh chunk against what the browser imports: every content file it imports with a
 * layer has its layer in web/i18n/welsh-layers.ts (or its Welsh page would read English), and no layer there is of a
 * file it never imports (each Welsh page would download it for nothing). Empty when they agree.
 */
export function welshChunkMismatches(root: string, moduleIds: Iterable<string>): string[] {
  const ids = [...moduleIds];
  const filesOf = (prefix: string) => new Set(ids.filter((id) => id.startsWith(prefix)).map((id) => moduleFile(root, id, prefix).file).filter((file): file is string => file !== undefined));
  const imported = [...filesOf(PREFIX)].filter((file) => hasLayer(root, file));
  const shippedLayers = filesOf(TEXTS_PREFIX);
  return [
    ...imported.filter((file) => !shippedLayers.has(file)).map((file) => `the browser imports ${file}, but its Welsh layer is not among ${WELSH_LAYERS}'s files: add it there`),
    ...[...shippedLayers].filter((file) => !imported.includes(file)).map((file) => `${WELSH_LAYERS} ships ${layerFileOf(file, 'cy')}, but the browser never imports ${file}: leave it out there`),
  ];
}

/**
 * The Vite plugin; `marks` (Storybook) also gives each module its texts' pointers, to mark untranslated texts.
 * `layers` is how the browser's modules read their layer: `loaded` but under Vitest and in Storybook (whose toolbar
 * changes the language without a reload); a server build (Vite's SSR: the prerender, the signed-in render) inlines.
 */
export function localisedContentPlugin(root: string, options: { marks?: boolean; layers?: LayerMode } = {}): Plugin {
  let texts: TextPointers | undefined;
  // Chosen when the configuration loads: a dev server a test starts is the browser's, though Vitest runs it.
  const browserMode: LayerMode = options.layers ?? (options.marks || process.env.VITEST ? 'inline' : 'loaded');
  let building = false;
  return {
    name: 'will-writer:localised-content',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async resolveId(source, importer, resolveOptions) {
      if (source.startsWith('\0')) return null;
      // `schemas/cy/x.json?texts`: a layer's texts, for the Welsh chunk.
      const layerTexts = /^(.+\.json)\?texts$/.exec(source);
      // `x.json?headerLink&pick`: those keys of the file only (types: web/content-pick.d.ts).
      const pick = /^(.+\.json)\?([\w,]+)&pick$/.exec(source);
      const path = layerTexts ? layerTexts[1]! : pick ? pick[1]! : source;
      if (path.includes('?') || !path.endsWith('.json')) return null;
      const resolved = await this.resolve(path, importer, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.id.includes('?')) return null;
      if (layerTexts) return `${TEXTS_PREFIX}${resolved.id}.js`;
      if (!contentFileOf(root, resolved.id)) return null;
      return `${PREFIX}${resolved.id}${pick ? `${PICK}${pick[2]!.replace(/,/g, '.')}` : ''}.js`;
    },
    async load(id, loadOptions) {
      if (id.startsWith(TEXTS_PREFIX)) {
        const { file } = moduleFile(root, id, TEXTS_PREFIX);
        if (!file || !hasLayer(root, file)) this.error(`${id.slice(TEXTS_PREFIX.length, -'.js'.length)} is not the layer of a content file`);
        this.addWatchFile(join(root, layerFileOf(file, 'cy')));
        return `export default ${JSON.stringify(layerOf(root, file, false))};`;
      }
      if (!id.startsWith(PREFIX)) return null;
      const { file, keys } = moduleFile(root, id, PREFIX);
      if (options.marks) texts ??= await textPointers(root);
      const server = this.environment?.config.consumer === 'server' || loadOptions?.ssr === true;
      const { code, watch } = localisedModule(root, file!, { texts, keys, mode: server ? 'inline' : browserMode });
      for (const watched of watch) this.addWatchFile(watched);
      return code;
    },
    buildEnd(error) {
      if (error || !building || browserMode !== 'loaded' || this.environment?.config.consumer !== 'client') return;
      const mismatches = welshChunkMismatches(root, this.getModuleIds());
      if (mismatches.length) this.error(mismatches.join('\n'));
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
