import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { stepFilesHotUpdate } from './scripts/vite-step-files-hot.ts';
import { localisedContentPlugin } from './scripts/localised-content-plugin.ts';
import { devPageLanguage } from './scripts/vite-dev-page-language.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/**
 * The HTTP server suite's files that replace a module (`vi.mock`): they run isolated, in the unit project, since the
 * server project shares its modules between files.
 */
const SERVER_TESTS = 'tests/server';
// (A copy of the app without its tests, as the dev-server test makes, has none.)
const mockingServerTests = (existsSync(here(SERVER_TESTS)) ? readdirSync(here(SERVER_TESTS)) : [])
  .filter((file) => file.endsWith('.test.ts') && /\bvi\.(mock|doMock)\(/.test(readFileSync(here(`${SERVER_TESTS}/${file}`), 'utf8')))
  .map((file) => `${SERVER_TESTS}/${file}`);
/** RJSF, the packages only it uses (not fast-equals: engine/will/validation compares with it too), and our stand-in for its markdown (below): one chunk, `form-library`. */
/**
 * Files run at a time in the projects that share no server: every core. Vitest's own default for a run is one fewer
 * than the cores, which on CI's 2-core machine ran one file at a time with a core idle.
 */
const WORKERS = Math.max(2, availableParallelism());
/**
 * The browser projects (e2e and visual) share one built server and one Chromium (tests/e2e/global-setup.ts) and run
 * two files at a time, after the others: projects of one group must agree on it.
 */
const BROWSER_WORKERS = 2;
/**
 * Vitest's order (longest known first, else largest file first, a project's files together by name), with the visual
 * project's files first in their group: its screenshot walk is the group's longest file and, last, ran alone while
 * the other worker stood idle.
 */
class VisualFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    const rank = (file: TestSpecification) => (file.project.name === 'visual' ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}
const FORM_LIBRARY = /[\\/]node_modules[\\/](@rjsf|@x0k[\\/]json-schema-merge|fast-uri|jsonpointer|react-is)[\\/]|[\\/]web[\\/]wizard[\\/]plain-markdown\.tsx$/;


export default defineConfig(({ command }) => ({
  root: here('./web'),
  // Built assets load from /build/ (SPEC 7); the dev server serves the app at /will/* directly.
  base: command === 'build' ? '/build/' : '/',
  // React draws everywhere (docs/adr/0011-react-in-the-browser.md): its plugin gives JSX and fast refresh.
  // Every content file under schemas/ is read in the reader's language (docs/adr/0016-welsh-translation-layers.md),
  // and `npm run dev` answers a page in it, as the built server does.
  plugins: [react(), stepFilesHotUpdate(here('.')), localisedContentPlugin(here('.')), devPageLanguage(here('.'))],
  publicDir: false,
  resolve: {
    // RJSF v6 draws markdown only where our templates replace its own; web/wizard/plain-markdown.tsx says why.
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: here('./web/wizard/plain-markdown.tsx') }],
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // Keep CSP strict: no inline module-preload polyfill.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    // dist/web/.vite/manifest.json: which chunks each screen loads, read by the size check (tests/size).
    manifest: true,
    rolldownOptions: {
      // The form library (RJSF and the packages only it uses) in a chunk of its own, named, so the size check sees
      // which routes load it. React stays out of it (includeDependenciesRecursively), so no other chunk imports it.
      output: { codeSplitting: { groups: [{ name: 'form-library', test: FORM_LIBRARY, includeDependenciesRecursively: false }] } },
    },
  },
  server: {
    port: 5173,
    // The API, but not the app's own modules under web/api/ (served as /api/*.ts).
    proxy: { '^/api/(?!.*\\.tsx?(\\?|$))': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
  test: {
    root: here('.'),
    maxWorkers: WORKERS,
    sequence: { sequencer: VisualFirst },
    projects: [
      {
        extends: true,
        resolve: {
          // Tests run without a CSP, so step forms validate with ajv compiled at run time; the build uses the
          // precompiled validators (see docs/adr/0002-precompiled-validators.md).
          alias: [{ find: /^\.\/step-validator$/, replacement: here('./web/wizard/runtime-step-validator.ts') }],
        },
        test: {
          name: 'unit',
          include: ['web/**/*.test.{ts,tsx}', 'tests/content/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}', 'tests/types/**/*.test.ts', ...mockingServerTests],
          environment: 'node',
          setupFiles: [here('./tests/setup-dom.ts')],
          // A file's set-up signs users up and pays for wills (scrypt, PDFs): work that takes five times as long on a
          // machine running another suite beside it. The limits catch a hang, not a slow machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The server and its HTTP suite (a real app over a fresh database per file), without a DOM. Each worker
          // keeps the server's modules between files: importing them again for each file was most of its time. A
          // file starts its own app, so nothing a test sees is another file's; a file that replaces a module runs in
          // the unit project instead (above).
          name: 'server',
          include: ['server/**/*.test.ts', `${SERVER_TESTS}/**/*.test.ts`],
          exclude: mockingServerTests,
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The pure layers: no DOM, no server, no setup file; each worker keeps its modules between files, since
          // nothing in engine/ or flows/ holds state (lint keeps them pure).
          name: 'engine',
          include: ['engine/**/*.test.ts', 'flows/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The JavaScript each route loads, weighed from the build's manifest: run after `npm run build`.
          name: 'size',
          include: ['tests/size/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Screenshots of every step story compared with tests/visual/baselines: run after `npm run build-storybook`.
          // Beside the e2e files, in their group.
          name: 'visual',
          include: ['tests/visual/**/*.test.ts'],
          environment: 'node',
          maxWorkers: BROWSER_WORKERS,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // One built server and one Chromium for the whole run (tests/e2e/global-setup.ts), two files at a time.
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [here('./tests/e2e/global-setup.ts')],
          maxWorkers: BROWSER_WORKERS,
          // A group of its own, after the other projects (vitest runs projects with other worker counts apart).
          sequence: { groupOrder: 1 },
          // Hang guards, not timing tests: the longest walks (a mirror will, a whole will, a review round) take 30 to
          // 80 s on a quiet machine and passed 120 s with another suite running beside this one.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // A screen may take seconds to draw on a loaded machine: a condition polled is given 15 s, not 5.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
}));
