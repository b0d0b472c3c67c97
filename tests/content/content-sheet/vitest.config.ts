import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs only the content-sheet fixture, in a copy of the repo made by tests/content/content-sheet.test.ts. */
export default defineConfig({
  root,
  plugins: [react()],
  test: {
    root,
    include: ['tests/content/content-sheet/content-sheet.fixture.tsx'],
    setupFiles: ['tests/setup-dom.ts'],
    testTimeout: 60_000,
  },
});
