import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command }) => ({
  root: here('./web'),
  // Built assets load from /build/ (SPEC 7); the dev server serves the app at /will/* directly.
  base: command === 'build' ? '/build/' : '/',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // Keep CSP strict: no inline module-preload polyfill.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
  test: {
    root: here('.'),
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
          include: ['engine/**/*.test.ts', 'flows/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/content/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: [here('./tests/setup-dom.ts')],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
}));
