import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutes, FIRST_QUESTION_ROUTE } from './app-routes';
import { budgetFailures, gzipSizes, routeWeight, type Manifest } from './route-js';

const DIST = 'dist/web';
const MANIFEST = `${DIST}/.vite/manifest.json`;

// Sizes are deterministic: this weighs the built app (`npm run build` first), route by route, from Vite's manifest.
describe('the JavaScript each route loads (gzip), from the build', () => {
  const built = existsSync(MANIFEST);
  const manifest = built ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest) : {};
  const routes = appRoutes();

  it('has a build to weigh', () => {
    expect(built, `${MANIFEST} is missing: run npm run build first`).toBe(true);
  });

  it('keeps every route within its budget, and the form library off pages with no form', () => {
    expect(budgetFailures(manifest, routes, gzipSizes(DIST))).toEqual([]);
  });

  it('draws the welcome page and the dashboard without the form library', () => {
    const sizes = gzipSizes(DIST);
    for (const route of [FIRST_QUESTION_ROUTE, '/will/dashboard']) {
      expect(routeWeight(manifest, routes.find((r) => r.route === route)!, sizes).formLibrary, route).toBe(false);
    }
  });
});
