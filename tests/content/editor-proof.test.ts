import { afterAll, beforeAll, describe, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv, copyRepo, type RepoCopy } from './repo-copy';

/**
 * DESIGN.md's promise to content editors: an optional field added to a will.schema.json definition and an option
 * added to a catalogue reach the form, the API and the drafted will with no TypeScript change. A copy of the repo
 * gets JSON edits only and regenerates; this test then imports the copy's own modules
 * (tests/content/editor-proof/editor-proof-checks.tsx and everything it reaches) in this process, so no second test
 * runner starts.
 */
let copy: RepoCopy | undefined;
let dir: string;
type Checks = typeof import('./editor-proof/editor-proof-checks');
let checks: Checks;

function editJson(file: string, edit: (json: any) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

beforeAll(async () => {
  copy = copyRepo('editor-proof-', ['tests/content/editor-proof']);
  dir = copy.dir;

  editJson(join(dir, 'schemas/will.schema.json'), (schema) => {
    schema.definitions.pet.properties.microchipNumber = { type: 'string', maxLength: 50, title: 'Microchip number' };
  });
  editJson(join(dir, 'schemas/catalogue/pet-types.json'), (types) => {
    types.push({ type: 'hamster', label: 'Hamster' });
  });
  execFileSync('npm', ['run', 'generate'], { cwd: dir, env: childEnv(), stdio: 'pipe' });
  checks = (await import(join(dir, 'tests/content/editor-proof/editor-proof-checks.tsx'))) as Checks;
}, 110_000);

afterAll(() => copy?.remove());

describe('a content editor adds a pet field and a pet type in JSON only', () => {
  it('the API accepts them and the draft prints them', () => checks.checkApiAndDraft(), 60_000);
  it('the pet step shows them', () => checks.checkPetStep(), 60_000);
});
