import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { checkContent } from '../../server/content/check-content';
import { assertContentValid } from '../../server/content/assert-content-valid';
import { readContentSources } from '../../server/content/read-content-sources';
import { readStepFiles } from '../../server/content/read-step-files';
import { knownStepNames } from '../../web/wizard/known-step-names';
import { catalogues } from '../../engine/steps/content/content-sources';
import { widgets } from '../../web/widgets/registry';
import { onboardingStepIds } from '../../flows/onboarding.machine';

const stepsDir = resolve('schemas/steps');
const brokenDir = resolve('tests/content/fixtures/broken-steps');
// The broken fixtures resolve against the real will schema and catalogues.
const real = { sources: readContentSources(resolve('schemas')) };
const known = knownStepNames();

function widgetNames(uiSchema: unknown): string[] {
  if (!uiSchema || typeof uiSchema !== 'object') return [];
  return Object.entries(uiSchema).flatMap(([key, value]) => (key === 'ui:widget' && typeof value === 'string' ? [value] : widgetNames(value)));
}

describe('content contract: schemas/steps', () => {
  it('every step file passes the meta-schema, resolves, and names only what exists', () => {
    expect(checkContent(stepsDir, known)).toEqual([]);
    expect(() => assertContentValid(stepsDir)).not.toThrow();
  });

  it('fails on a broken step file, naming the file and the JSON pointer', () => {
    const problems = checkContent(brokenDir, known, real);
    const about = problems.filter((p) => p.file.endsWith('about-you.json'));
    expect(about).toContainEqual({ file: join(brokenDir, 'about-you.json'), pointer: '/', message: 'unknown key "colour"' });
    expect(problems.some((p) => p.file.endsWith('not-json.json') && p.message.startsWith('is not valid JSON'))).toBe(true);
    expect(() => assertContentValid(brokenDir, real)).toThrow(/about-you\.json#\//);
  });

  it.each([
    ['unknown-widget', '/uiSchema/name/ui:widget', 'unknown widget "sparkles"'],
    ['unknown-field', '/uiSchema/name/ui:field', 'unknown field "starField"'],
    ['unknown-source', '/uiSchema/guardians/ui:options/source', 'unknown source "people.nobody"'],
    ['unknown-predicate', '/visibleIf', 'unknown predicate "family.isMartian"'],
    ['unknown-figures', '/notes/1/figures', 'unknown figures "tax.crystalBall"'],
    ['unknown-step-figures', '/figures', 'unknown figures "charities.crystalBall"'],
    ['unknown-operation', '/commit', 'unknown operation "people.teleport"'],
    ['unknown-event', '/actions/primary/event', 'unknown flow event "step.jump"'],
    ['unknown-step', '/actions/secondary/0/step', 'unknown step "family-add-dragon"'],
    ['unknown-param', '/bind', 'uses route parameter {child}, which the route "/will/broken/edit-child/{uuid}" does not have and no param source gives'],
    ['unresolved-ref', '/schema', '$ref "../will.schema.json#/definitions/unicorn" does not resolve in will.schema.json'],
    ['untitled-field', '/uiSchema/descendant', 'field "descendant" has no title or label: the form would show its key'],
    ['unknown-catalogue', '/schema/properties/colour', expect.stringContaining('unknown catalogue "colours"')],
  ])('%s.json fails at %s', (name, pointer, message) => {
    const file = join(brokenDir, `${name}.json`);
    expect(checkContent(brokenDir, known, real).filter((p) => p.file === file)).toEqual([{ file, pointer, message }]);
  });

  it('the server checks the engine names but leaves widgets, operations and events to check:content', () => {
    expect(() => assertContentValid(brokenDir, real)).toThrow(/unknown-source\.json#\/uiSchema\/guardians\/ui:options\/source/);
    const serverOnly = checkContent(brokenDir, {}, real).map((p) => p.file);
    expect(serverOnly).not.toContain(join(brokenDir, 'unknown-widget.json'));
    expect(serverOnly).toContain(join(brokenDir, 'unresolved-ref.json'));
  });

  it('catches rules, required fields and messages that do not match the schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'steps-'));
    const step = JSON.parse(readFileSync(join(brokenDir, 'about-you.json'), 'utf8'));
    delete step.colour;
    writeFileSync(join(dir, 'about-you.json'), JSON.stringify(step));
    const messages = checkContent(dir, known, real).map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        '/schema/required/1: names "nickname", which is not a property',
        '/rules/0: names field "birthday", which is not a property',
        expect.stringMatching(/^\/rules\/1: unknown rule "sparkle" \(known: validDate, adult/),
        '/messages: has no message for rule "validDate:birthday"',
      ]),
    );
  });

  it('npm run check:content exits non-zero on a broken folder and zero on the real one', () => {
    const run = (dir: string) => {
      try {
        // The step files' check alone: the Welsh rules are tested with fixture trees in welsh-check.test.ts.
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', '--no-welsh', dir, resolve('schemas')], { stdio: 'pipe' });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(run(stepsDir)).toBe(0);
    expect(run(brokenDir)).toBe(1);
  }, 60_000);

  it('every widget a step names is registered', () => {
    const builtIn = new Set(['hidden', 'password', 'text', 'textarea', 'select', 'checkbox', 'email']);
    for (const { file, step } of readStepFiles(stepsDir)) {
      for (const name of widgetNames(step.uiSchema)) expect(name in widgets || builtIn.has(name), `${file}: ${name}`).toBe(true);
    }
  });

  it('every onboarding state has a step file with the same id', () => {
    const ids = new Set(readStepFiles(stepsDir).map((e) => e.step.id));
    for (const id of onboardingStepIds) expect(ids.has(id), id).toBe(true);
  });

  it('a copy of the folder with an edited label still passes (editors change text without code)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'steps-'));
    cpSync(stepsDir, dir, { recursive: true });
    const file = join(dir, 'about-you.json');
    const step = JSON.parse(readFileSync(file, 'utf8'));
    step.schema.properties.fullName.title = 'Your full name, as on your passport';
    writeFileSync(file, JSON.stringify(step));
    expect(checkContent(dir, known, real)).toEqual([]);
  });

  it('reads the will schema and catalogues beside the steps folder, so a copied schemas/ folder is checked as a whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    cpSync(resolve('schemas'), dir, { recursive: true });
    expect(checkContent(join(dir, 'steps'), known)).toEqual([]);
    const catalogue = join(dir, 'catalogue', 'pet-types.json');
    writeFileSync(catalogue, JSON.stringify([{ kind: 'dog' }]));
    expect(checkContent(join(dir, 'steps'), known).map((p) => p.message)).toContainEqual(expect.stringContaining('entry 0 has no "type"'));
  });

  it('lists every list catalogue of schemas/catalogue for the web app (engine/steps/content/content-sources.ts)', () => {
    expect(Object.keys(catalogues).sort()).toEqual(Object.keys(real.sources.catalogues).sort());
  });
});
