import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Runs only the editor-proof fixture, in a copy of the repo made by tests/content/editor-proof.test.ts. Forms use
 * the validators `npm run generate` precompiled in that copy, as the built app does.
 */
export default defineConfig({
  root,
  plugins: [react()],
  test: {
    root,
    include: ['tests/content/editor-proof/editor-proof.fixture.tsx'],
    setupFiles: ['tests/setup-dom.ts'],
    testTimeout: 60_000,
  },
});
