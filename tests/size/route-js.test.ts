import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutes, CEILINGS_KB, FIRST_QUESTION_ROUTE, MARGIN_KB, MAX_SLACK_KB, WELSH_LAYERS, WELSH_LAYERS_MODULE } from './app-routes';
import { brotliSizes, budgetFailures, routeWeight, slackFailures, type Manifest } from './route-js';

const DIST = 'dist/web';
const MANIFEST = `${DIST}/.vite/manifest.json`;

// Sizes are deterministic: this weighs the built app (`npm run build` first), route by route, from Vite's manifest,
// as the server sends it: the Brotli copies the build wrote.
describe('the JavaScript each route loads (Brotli, as served), from the build', () => {
  const built = existsSync(MANIFEST);
  const manifest = built ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest) : {};
  const routes = appRoutes();

  it('has a build to weigh', () => {
    expect(built, `${MANIFEST} is missing: run npm run build first`).toBe(true);
  });

  it("keeps every route under its kind's ceiling, and the form library off pages with no form", () => {
    const sizes = brotliSizes(DIST);
    const weights = routes.map((route) => ({ ...routeWeight(manifest, route, sizes), kind: route.kind })).sort((a, b) => b.kb - a.kb);
    console.log(weights.map((w) => `${w.route.padEnd(40)} ${w.kind.padEnd(13)} ${w.kb.toFixed(1)} KB`).join('\n'));
    expect(budgetFailures(manifest, routes, sizes)).toEqual([]);
  });

  it('keeps every ceiling close to what its kind weighs today, so a saving stays saved', () => {
    const sizes = brotliSizes(DIST);
    const weights = routes.map((route) => ({ kind: route.kind, kb: routeWeight(manifest, route, sizes).kb }));
    const welsh = { kind: WELSH_LAYERS, kb: sizes(manifest[WELSH_LAYERS_MODULE]!.file) / 1024 };
    expect(slackFailures([...weights, welsh], CEILINGS_KB, MARGIN_KB, MAX_SLACK_KB)).toEqual([]);
  });

  it('gives the Welsh texts to a Welsh page only: one chunk under its ceiling, which no route loads, and no Welsh in any chunk a route loads', () => {
    const sizes = brotliSizes(DIST);
    const welsh = manifest[WELSH_LAYERS_MODULE];
    expect(welsh?.isDynamicEntry, `${WELSH_LAYERS_MODULE} is a chunk loaded on demand`).toBe(true);
    const kb = sizes(welsh!.file) / 1024;
    console.log(`${'a Welsh page, beside its route'.padEnd(40)} ${WELSH_LAYERS.padEnd(13)} ${kb.toFixed(1)} KB`);
    expect(kb, 'the Welsh layers (Brotli)').toBeLessThanOrEqual(CEILINGS_KB[WELSH_LAYERS]);
    const loaded = new Set(routes.flatMap((route) => routeWeight(manifest, route, sizes).files));
    expect(loaded.has(welsh!.file), 'a route loads the Welsh layers').toBe(false);
    // Every Welsh text of the copy and catalogues (of some length, and not also in the English), searched for in them.
    const welshTexts = ['copy', 'catalogue'].flatMap((folder) =>
      readdirSync(`schemas/cy/${folder}`).flatMap((file) => {
        const english = readFileSync(`schemas/${folder}/${file}`, 'utf8');
        const layer = JSON.parse(readFileSync(`schemas/cy/${folder}/${file}`, 'utf8')) as Record<string, { text?: string }>;
        return Object.values(layer).flatMap((entry) => (typeof entry?.text === 'string' && entry.text.length >= 25 && !english.includes(entry.text) ? [{ file, text: entry.text }] : []));
      }),
    );
    expect(welshTexts.length).toBeGreaterThan(100);
    // The drafting copy's Welsh is the will's (a Welsh reader may have an English will): it loads with what drafts.
    const leaked = [...loaded].flatMap((chunk) => {
      const code = readFileSync(`${DIST}/${chunk}`, 'utf8');
      return welshTexts.filter(({ file, text }) => file !== 'drafting.json' && code.includes(text)).map(({ file, text }) => `${chunk}: ${file} "${text.slice(0, 40)}"`);
    });
    expect(leaked).toEqual([]);
  });

  it('draws the welcome page, the dashboard and checkout without the form library', () => {
    const sizes = brotliSizes(DIST);
    for (const route of [FIRST_QUESTION_ROUTE, '/will/dashboard', '/will/checkout']) {
      expect(routeWeight(manifest, routes.find((r) => r.route === route)!, sizes).formLibrary, route).toBe(false);
    }
  });

  it('ships React: react-dom draws the app and no Preact is in the bundle (ADR 0011)', () => {
    const scripts = readdirSync(`${DIST}/assets`).filter((file) => file.endsWith('.js')).map((file) => readFileSync(`${DIST}/assets/${file}`, 'utf8'));
    // react-dom checks that react is its own version and stamps its renderer for the devtools: only react-dom does.
    const reactDom = scripts.filter((script) => script.includes('rendererPackageName:`react-dom`'));
    expect(reactDom.length, 'a chunk carrying react-dom').toBeGreaterThan(0);
    expect(scripts.filter((script) => /preact/i.test(script) || script.includes('__PREACT_DEVTOOLS__')).length, 'chunks naming Preact').toBe(0);
  });
});
