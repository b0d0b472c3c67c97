import { afterAll, beforeAll, describe, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

/**
 * DESIGN.md's promise to content editors: an optional field added to a will.schema.json definition and an option
 * added to a catalogue reach the form, the API and the drafted will with no TypeScript change. A copy of the repo
 * gets JSON edits only and regenerates; this test then imports the copy's own modules
 * (tests/content/editor-proof/editor-proof-checks.tsx and everything it reaches) in this process, so no second test
 * runner starts.
 */
const repo = resolve('.');
const copied = ['schemas', 'engine', 'flows', 'web', 'server', 'scripts', 'data-seed', 'tests/server', 'tests/content/editor-proof', 'package.json', 'tsconfig.json'];
const skipped = new Set(['node_modules', 'dist', '.git']);

let dir: string;
type Checks = typeof import('./editor-proof/editor-proof-checks');
let checks: Checks;

function editJson(file: string, edit: (json: any) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/** The environment without the test run's VITEST* variables, for the copy's `npm run generate`. */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'editor-proof-'));
  for (const path of copied) cpSync(join(repo, path), join(dir, path), { recursive: true, filter: (source) => !skipped.has(basename(source)) });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');

  editJson(join(dir, 'schemas/will.schema.json'), (schema) => {
    schema.definitions.pet.properties.microchipNumber = { type: 'string', maxLength: 50, title: 'Microchip number' };
  });
  editJson(join(dir, 'schemas/catalogue/pet-types.json'), (types) => {
    types.push({ type: 'hamster', label: 'Hamster' });
  });
  execFileSync('npm', ['run', 'generate'], { cwd: dir, env: childEnv(), stdio: 'pipe' });
  checks = (await import(join(dir, 'tests/content/editor-proof/editor-proof-checks.tsx'))) as Checks;
}, 110_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a content editor adds a pet field and a pet type in JSON only', () => {
  it('the API accepts them and the draft prints them', () => checks.checkApiAndDraft(), 60_000);
  it('the pet step shows them', () => checks.checkPetStep(), 60_000);
});
