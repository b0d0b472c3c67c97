import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// DESIGN.md's dependency direction: schemas <- engine <- flows <- web; engine <- server. Enforced here.
const boundaries = [
  { target: './engine', from: ['./flows', './web', './server', './stories', './tests', './bench', './scripts'], message: 'engine/ imports only engine/ and schemas/' },
  { target: './flows', from: ['./web', './server', './stories', './tests', './bench'], message: 'flows/ imports only engine/ and schemas/' },
  { target: './web', from: ['./server', './stories', './tests', './bench', './scripts'], message: 'web/ never imports server/' },
  { target: './server', from: ['./web', './flows', './stories', './tests', './bench'], message: 'server/ imports only engine/ and schemas/' },
  { target: './stories', from: ['./server', './tests', './bench'], message: 'stories/ import web/' },
];

// web/api alone may name server/'s types (the HTTP contract: ADR 0017), and only with `import type`, which the bundle drops.
const apiBoundaries = boundaries.map((zone) => (zone.target === './web' ? { ...zone, from: zone.from.filter((from) => from !== './server') } : zone));

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'data', '**/generated/**', '.tmp', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['engine/**/*.ts', 'flows/**/*.ts'],
    ignores: ['**/*.test.ts', 'engine/will/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@xstate/react', 'hono', 'hono/*', '@hono/*', 'better-sqlite3', 'kysely', 'node:*', 'fs', 'path'], message: 'engine/ and flows/ stay pure: no UI, server, database or Node APIs.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'engine/ and flows/ do no IO.' }, { name: 'Date', message: 'Pass today in; never read the clock.' }],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Pass today in; never read the clock.' }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'xstate', '@xstate/*', 'hono', 'hono/*', '@hono/*', 'better-sqlite3', 'kysely', 'node:*', 'fs', 'path', 'ajv', 'ajv/*'], message: 'engine/ stays pure: no UI, XState, server, database or Node APIs.' }] },
      ],
    },
  },
  {
    files: ['web/api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiBoundaries }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server', '**/server/**'], allowTypeImports: true, message: 'web/api takes only types from server/ (import type): the browser bundle carries no server code.' }] },
      ],
    },
  },
);
