import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by its source or `_<file>`. */
export type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** A screen to weigh: the lazy chunks (manifest keys) it needs to draw, beside the app's entry. */
export type RouteLoad = { route: string; lazy: string[]; budgetKb: number; formLibraryAllowed: boolean };

/** The chunk vite.config.ts puts RJSF in (`codeSplitting.groups`). */
export const FORM_LIBRARY_CHUNK = 'form-library';

/** The app's entry and `lazy`, with every chunk they import statically (the browser fetches those before running them). */
export function chunksLoaded(manifest: Manifest, lazy: string[]): ManifestChunk[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...lazy]) visit(key);
  return [...seen].map((key) => manifest[key]!);
}

/**
 * The size in bytes of each JavaScript file of a build as the server sends it to a browser: the Brotli copy the build
 * wrote beside it (scripts/compress-assets.ts), read from `dir` (dist/web).
 */
export function brotliSizes(dir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, readFileSync(join(dir, `${file}.br`)).length);
    return sizes.get(file)!;
  };
}

export type RouteWeight = { route: string; kb: number; files: string[]; formLibrary: boolean };

/** What a route's JavaScript weighs: the compressed size of every chunk it loads, and whether the form library is one. */
export function routeWeight(manifest: Manifest, load: Pick<RouteLoad, 'route' | 'lazy'>, compressedSize: (file: string) => number): RouteWeight {
  const chunks = chunksLoaded(manifest, load.lazy).filter((chunk) => chunk.file.endsWith('.js'));
  const bytes = chunks.reduce((sum, chunk) => sum + compressedSize(chunk.file), 0);
  return { route: load.route, kb: bytes / 1024, files: chunks.map((chunk) => chunk.file), formLibrary: chunks.some((chunk) => chunk.name === FORM_LIBRARY_CHUNK) };
}

/** Every route over its budget, or loading the form library where it may not, as a sentence each; empty when all pass. */
export function budgetFailures(manifest: Manifest, loads: RouteLoad[], compressedSize: (file: string) => number): string[] {
  return loads.flatMap((load) => {
    const weight = routeWeight(manifest, load, compressedSize);
    const failures: string[] = [];
    if (weight.kb > load.budgetKb) failures.push(`${load.route} loads ${weight.kb.toFixed(1)} KB (Brotli) of JavaScript, over its ${load.budgetKb} KB budget`);
    if (weight.formLibrary && !load.formLibraryAllowed) failures.push(`${load.route} loads the form library (${FORM_LIBRARY_CHUNK} chunk), which it must not`);
    return failures;
  });
}

/**
 * Ceilings left standing too far above what their kind weighs: each a sentence naming the ceiling to set (the
 * heaviest route plus `margin`). Empty when every ceiling is within `maxSlack` of its heaviest route.
 */
export function slackFailures(weights: { kind: string; kb: number }[], ceilings: Record<string, number>, margin: number, maxSlack: number): string[] {
  return Object.entries(ceilings).flatMap(([kind, ceiling]) => {
    const heaviest = Math.max(...weights.filter((w) => w.kind === kind).map((w) => w.kb));
    if (!Number.isFinite(heaviest)) return [`no route is of kind ${kind}: remove its ceiling`];
    if (ceiling - heaviest <= maxSlack) return [];
    const lowered = Math.ceil((heaviest + margin) * 10) / 10;
    return [`the ${kind} ceiling (${ceiling} KB) stands ${(ceiling - heaviest).toFixed(1)} KB above its heaviest route: lower it to ${lowered} in tests/size/ceilings.json`];
  });
}
