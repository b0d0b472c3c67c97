import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

/**
 * DESIGN.md's promise to content editors: an optional field added to a will.schema.json definition and an option
 * added to a catalogue reach the form, the API and the drafted will with no TypeScript change. A copy of the repo
 * gets JSON edits only, regenerates, and runs tests/content/editor-proof/editor-proof.fixture.tsx there.
 */
const repo = resolve('.');
const copied = ['schemas', 'engine', 'flows', 'web', 'server', 'scripts', 'data-seed', 'tests/server', 'tests/content/editor-proof', 'tests/setup-dom.ts', 'package.json', 'tsconfig.json', 'vite.config.ts'];
const skipped = new Set(['node_modules', 'dist', '.git']);

let dir: string;

function editJson(file: string, edit: (json: any) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/** The environment without the parent run's VITEST* variables, so the child is a run of its own. */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'));
}

beforeAll(() => {
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
}, 110_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a content editor adds a pet field and a pet type in JSON only', () => {
  it('the copy shows them in the pet step, accepts them in POST /api/will and prints them in the draft', () => {
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/content/editor-proof/vitest.config.ts'], {
      cwd: dir,
      env: childEnv(),
      encoding: 'utf8',
      timeout: 100_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/Tests\s+.*2 passed/);
  }, 110_000);
});
