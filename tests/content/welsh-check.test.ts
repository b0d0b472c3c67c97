import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../engine/i18n/translation-layer';
import { welshProblems } from '../../scripts/content/welsh-problems';
import { fixtureRoot, readLayerFile, repo, setEnglish, writeFullWelsh, writeLayer } from './welsh-fixture';

/** check:content's Welsh rules, on a copy of schemas/ given a stand-in Welsh for every text, then broken one way each. */
let root: string;
let remove: () => void;
beforeAll(() => ({ root, remove } = fixtureRoot('welsh-check-')));
afterAll(() => remove());
beforeEach(() => {
  // Back to the English as shipped, and a full, current Welsh.
  const fresh = fixtureRoot('welsh-check-fresh-');
  execFileSync('cp', ['-r', join(fresh.root, 'schemas/.'), join(root, 'schemas')]);
  fresh.remove();
  rmSync(join(root, 'schemas/cy'), { recursive: true, force: true });
  writeFullWelsh(root);
});

const lines = () => welshProblems(root).map((p) => `${p.file}#${p.pointer}: ${p.message}`);

describe("check:content's Welsh rules", () => {
  it('pass when every customer-facing text has a current Welsh text keeping its placeholders', () => {
    expect(lines()).toEqual([]);
  });

  it('fail on a text with no Welsh, naming the English file and pointer', () => {
    const layer = readLayerFile(root, 'schemas/steps/about-you.json');
    delete layer['/title'];
    writeLayer(root, 'schemas/steps/about-you.json', layer);
    expect(lines()).toEqual(['schemas/steps/about-you.json#/title: has no Welsh text in schemas/cy/steps/about-you.json']);
  });

  it('fail on a Welsh text that drops or invents a placeholder', () => {
    const layer = readLayerFile(root, 'schemas/copy/toasts.json');
    layer['/referPartnerSent'] = { text: 'Anfonwyd e-bost at {enw}', source: fingerprint('Email sent to {name}') };
    writeLayer(root, 'schemas/copy/toasts.json', layer);
    expect(lines()).toEqual([
      'schemas/cy/copy/toasts.json#/referPartnerSent: the Welsh leaves out {name}, which the English fills in',
      'schemas/cy/copy/toasts.json#/referPartnerSent: the Welsh has {enw}, which the English does not fill in',
    ]);
  });

  it('fail on a Welsh text out of date with its English', () => {
    setEnglish(root, 'schemas/copy/dashboard.json', ['summaryLine', 'started'], 'It takes about 15 minutes to write your will.');
    expect(lines()).toEqual([expect.stringMatching(/^schemas\/cy\/copy\/dashboard.json#\/summaryLine\/started: is out of date: its English changed/)]);
  });

  it('fail on an entry naming a pointer that is no longer a text, on approval outside the drafting copy, and on a layer of an English-only file', () => {
    const layer = readLayerFile(root, 'schemas/steps/estate-messages.json');
    layer['/views/messages'] = { text: 'ystad.negeseuon', source: fingerprint('estate.messages') };
    writeLayer(root, 'schemas/steps/estate-messages.json', layer);
    const toasts = readLayerFile(root, 'schemas/copy/toasts.json');
    toasts['/noPartner'] = { ...toasts['/noPartner']!, approved: true };
    writeLayer(root, 'schemas/copy/toasts.json', toasts);
    writeLayer(root, 'schemas/copy/review.json', {});
    mkdirSync(join(root, 'schemas/cy/extra'), { recursive: true });
    writeFileSync(join(root, 'schemas/cy/extra/x.json'), '{}');
    expect(lines().sort()).toEqual([
      'schemas/cy/copy/review.json#: schemas/copy/review.json is shown in English only, so this layer is never read: remove it',
      "schemas/cy/copy/toasts.json#/noPartner: is approved, but only the drafting copy (the will's wording) is approved",
      'schemas/cy/steps/estate-messages.json#/views/messages: names no text of schemas/steps/estate-messages.json: its English was removed or moved, so move or remove this Welsh',
      'schemas/cy/extra/x.json#: is the Welsh of schemas/extra/x.json, which is not a content file',
    ].sort());
  });

  it('fails npm run check:content on the fixture with file#/pointer lines, passes it with --no-welsh, and fails on a string no rule classifies', () => {
    const layer = readLayerFile(root, 'schemas/steps/about-you.json');
    delete layer['/intro'];
    writeLayer(root, 'schemas/steps/about-you.json', layer);
    const run = (...flags: string[]) => {
      try {
        return { status: 0, out: execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', ...flags, '--root', root], { cwd: repo, encoding: 'utf8', stdio: 'pipe' }) };
      } catch (error) {
        const failed = error as { status: number; stderr: string };
        return { status: failed.status, out: failed.stderr };
      }
    };
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.out).toContain('Content check failed (1 problem)');
    expect(failed.out).toMatch(/schemas\/steps\/about-you.json#\/intro: has no Welsh text/);
    expect(run('--no-welsh').status).toBe(0);
    // A string under a key no rule of text-rules.ts knows fails the check, Welsh or not.
    setEnglish(root, 'schemas/steps/about-you.json', ['subtitle'], 'A new kind of text');
    const unclassified = run('--no-welsh');
    expect(unclassified.status).toBe(1);
    expect(unclassified.out).toMatch(/schemas\/steps\/about-you.json#\/subtitle: is neither text nor a name under any rule/);
  }, 90_000);
});

