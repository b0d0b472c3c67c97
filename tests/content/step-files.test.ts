import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { checkContent } from '../../server/content/check-content';
import { assertContentValid } from '../../server/content/assert-content-valid';
import { readStepFiles } from '../../server/content/read-step-files';
import { widgets } from '../../web/widgets/registry';
import { onboardingStepIds } from '../../flows/onboarding-navigation';

const stepsDir = resolve('schemas/steps');
const brokenDir = resolve('tests/content/fixtures/broken-steps');

function widgetNames(uiSchema: unknown): string[] {
  if (!uiSchema || typeof uiSchema !== 'object') return [];
  return Object.entries(uiSchema).flatMap(([key, value]) => (key === 'ui:widget' && typeof value === 'string' ? [value] : widgetNames(value)));
}

describe('content contract: schemas/steps', () => {
  it('every step file passes the meta-schema and the consistency checks', () => {
    expect(checkContent(stepsDir)).toEqual([]);
  });

  it('fails on a broken step file, naming the file and the JSON pointer', () => {
    const problems = checkContent(brokenDir);
    const about = problems.filter((p) => p.file.endsWith('about-you.json'));
    expect(about).toContainEqual({ file: join(brokenDir, 'about-you.json'), pointer: '/', message: 'unknown key "colour"' });
    expect(problems.some((p) => p.file.endsWith('not-json.json') && p.message.startsWith('is not valid JSON'))).toBe(true);
    expect(() => assertContentValid(brokenDir)).toThrow(/about-you\.json#\//);
  });

  it('catches rules, required fields and messages that do not match the schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'steps-'));
    const step = JSON.parse(readFileSync(join(brokenDir, 'about-you.json'), 'utf8'));
    delete step.colour;
    writeFileSync(join(dir, 'about-you.json'), JSON.stringify(step));
    const messages = checkContent(dir).map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        '/schema/required/1: names "nickname", which is not a property',
        '/rules/0: names field "birthday", which is not a property',
        '/rules/1: unknown rule "sparkle" (known: validDate, adult)',
        '/messages: has no message for rule "validDate:birthday"',
      ]),
    );
  });

  it('npm run check:content exits non-zero on a broken folder and zero on the real one', () => {
    const run = (dir: string) => {
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', dir], { stdio: 'pipe' });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(run(stepsDir)).toBe(0);
    expect(run(brokenDir)).toBe(1);
  });

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
    expect(checkContent(dir)).toEqual([]);
  });
});
