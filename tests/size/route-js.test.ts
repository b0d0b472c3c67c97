import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutes, CEILINGS_KB, FIRST_QUESTION_ROUTE, MARGIN_KB, MAX_SLACK_KB } from './app-routes';
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
    expect(slackFailures(weights, CEILINGS_KB, MARGIN_KB, MAX_SLACK_KB)).toEqual([]);
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
