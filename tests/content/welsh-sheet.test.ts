import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../engine/i18n/translation-layer';
import { fromCsv, toCsv, type SheetRow } from '../../scripts/content/content-csv';
import { sheetRows } from '../../scripts/content/content-sheet';
import { planImport } from '../../scripts/content/import-plan';
import { fixtureRoot, readLayerFile, repo, setEnglish, sheetRoundTrip, sheetRow, writeLayer } from './welsh-fixture';

/**
 * The content sheet in two languages, in a copy of schemas/: export, a translator's edits, import, export again.
 * Each sheet goes through the CSV text, as a spreadsheet would hand it back.
 */
const TITLE = 'schemas/steps/about-you.json#/title';
const TOAST = 'schemas/copy/toasts.json#/referPartnerSent';
const CLAUSE = 'schemas/copy/drafting.json#/document/title';
const REVIEW = 'schemas/copy/review.json#/submission/changesSinceDelivery';

let root: string;
let remove: () => void;
beforeEach(() => ({ root, remove } = fixtureRoot('welsh-sheet-')));
afterEach(() => remove());

const row = sheetRow;
const roundTrip = (edit: (rows: SheetRow[]) => void) => sheetRoundTrip(root, edit);

describe('the content sheet in Welsh', () => {
  it('exports each text with its Welsh, status, approval and where it is shown', () => {
    writeLayer(root, 'schemas/steps/about-you.json', { '/title': { text: 'Amdanoch chi', source: fingerprint('About You') } });
    writeLayer(root, 'schemas/copy/drafting.json', { '/document/title': { text: 'Ewyllys Olaf {fullName}', source: fingerprint('Old English'), approved: true } });
    const rows = sheetRows(root);
    expect(row(rows, TITLE)).toMatchObject({ english: 'About You', welsh: 'Amdanoch chi', status: 'translated', approved: '' });
    expect(row(rows, TOAST)).toMatchObject({ welsh: '', status: 'missing' });
    expect(row(rows, CLAUSE)).toMatchObject({ welsh: 'Ewyllys Olaf {fullName}', status: 'needs review', approved: 'yes' });
    expect(row(rows, REVIEW)).toMatchObject({ status: 'English only', welsh: '' });
    expect(toCsv(rows).split('\n')[0]).toBe('\uFEFFkey,English,Welsh,Welsh status,approved,where shown');
  });

  it('round trip: Welsh written in the sheet lands in schemas/cy with the English fingerprint, and exports as translated', () => {
    expect(roundTrip((rows) => {
      row(rows, TITLE).welsh = 'Amdanoch chi';
      row(rows, TOAST).welsh = 'Anfonwyd e-bost at {name}';
    })).toEqual([]);
    expect(readLayerFile(root, 'schemas/steps/about-you.json')).toEqual({ '/title': { text: 'Amdanoch chi', source: fingerprint('About You') } });
    expect(readLayerFile(root, 'schemas/copy/toasts.json')['/referPartnerSent']).toEqual({ text: 'Anfonwyd e-bost at {name}', source: fingerprint('Email sent to {name}') });
    const again = sheetRows(root);
    expect(row(again, TITLE)).toMatchObject({ welsh: 'Amdanoch chi', status: 'translated' });
    // An unchanged sheet changes nothing more.
    const before = readFileSync(join(root, 'schemas/cy/steps/about-you.json'), 'utf8');
    const plan = planImport(root, fromCsv(toCsv(again)));
    expect(plan).toMatchObject({ problems: [], edits: [] });
    expect(plan.welsh.layers.size).toBe(0);
    expect(readFileSync(join(root, 'schemas/cy/steps/about-you.json'), 'utf8')).toBe(before);
  });

  it('an English text edited in the sheet keeps its old Welsh, which then needs review', () => {
    roundTrip((rows) => void (row(rows, TITLE).welsh = 'Amdanoch chi'));
    expect(roundTrip((rows) => void (row(rows, TITLE).english = 'About you and your home'))).toEqual([]);
    expect(JSON.parse(readFileSync(join(root, 'schemas/steps/about-you.json'), 'utf8')).title).toBe('About you and your home');
    expect(readLayerFile(root, 'schemas/steps/about-you.json')['/title']).toEqual({ text: 'Amdanoch chi', source: fingerprint('About You') });
    expect(row(sheetRows(root), TITLE)).toMatchObject({ english: 'About you and your home', welsh: 'Amdanoch chi', status: 'needs review' });
  });

  it('a Welsh text left as it was on a needs-review row stays marked until the translator confirms it, which re-stamps it', () => {
    writeLayer(root, 'schemas/steps/about-you.json', { '/title': { text: 'Amdanoch chi', source: fingerprint('About You') } });
    setEnglish(root, 'schemas/steps/about-you.json', ['title'], 'About you');
    expect(roundTrip(() => {})).toEqual([]);
    expect(row(sheetRows(root), TITLE).status).toBe('needs review');
    expect(roundTrip((rows) => void (row(rows, TITLE).status = 'confirmed'))).toEqual([]);
    expect(readLayerFile(root, 'schemas/steps/about-you.json')['/title']).toEqual({ text: 'Amdanoch chi', source: fingerprint('About you') });
    expect(row(sheetRows(root), TITLE).status).toBe('translated');
    // "translated" on a row that needed review confirms it too; a new Welsh text is stamped afresh.
    setEnglish(root, 'schemas/steps/about-you.json', ['title'], 'About You');
    expect(roundTrip((rows) => void (row(rows, TITLE).status = 'translated'))).toEqual([]);
    expect(readLayerFile(root, 'schemas/steps/about-you.json')['/title']!.source).toBe(fingerprint('About You'));
  });

  it("the approved column sets the legal team's approval on drafting texts, and a changed Welsh text loses it", () => {
    roundTrip((rows) => void (row(rows, CLAUSE).welsh = 'Ewyllys Olaf {fullName}'));
    expect(roundTrip((rows) => void (row(rows, CLAUSE).approved = 'yes'))).toEqual([]);
    expect(readLayerFile(root, 'schemas/copy/drafting.json')['/document/title']).toEqual({ text: 'Ewyllys Olaf {fullName}', source: fingerprint('Last Will of {fullName}'), approved: true });
    expect(row(sheetRows(root), CLAUSE).approved).toBe('yes');
    expect(roundTrip((rows) => void (row(rows, CLAUSE).approved = ''))).toEqual([]);
    expect(readLayerFile(root, 'schemas/copy/drafting.json')['/document/title']!.approved).toBeUndefined();
    roundTrip((rows) => void (row(rows, CLAUSE).approved = 'yes'));
    expect(roundTrip((rows) => void (row(rows, CLAUSE).welsh = 'Ewyllys Olaf a Therfynol {fullName}'))).toEqual([]);
    expect(readLayerFile(root, 'schemas/copy/drafting.json')['/document/title']!.approved).toBeUndefined();
  });

  it('refuses a bad sheet whole, with a message a line, and writes nothing', () => {
    const problems = roundTrip((rows) => {
      row(rows, TITLE).welsh = 'Amdanoch chi';
      row(rows, TOAST).welsh = 'Anfonwyd e-bost';
      row(rows, 'schemas/copy/dashboard.json#/title').welsh = 'Fy Ewyllys {name}';
      row(rows, REVIEW).welsh = 'cyflwyno';
      row(rows, 'schemas/copy/toasts.json#/noPartner').approved = 'yes';
      row(rows, 'schemas/copy/dashboard.json#/progressLabel').status = 'done';
      rows.push({ key: 'schemas/steps/about-you.json#/nothing', english: 'x', welsh: 'y', status: '', approved: '', shown: '' });
    });
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/\(schemas\/copy\/dashboard.json#\/title\): the Welsh text has \{name\}, which cannot be filled in here/),
      expect.stringMatching(/dashboard.json#\/progressLabel\): the Welsh status "done" is not one of/),
      expect.stringMatching(/review.json.*shown in English only/),
      expect.stringMatching(/toasts.json#\/referPartnerSent\): the Welsh text must keep \{name\}/),
      expect.stringMatching(/toasts.json#\/noPartner\): only the drafting copy/),
      expect.stringMatching(/#\/nothing\): this key no longer exists/),
    ]));
    expect(problems).toHaveLength(6);
    expect(existsSync(join(root, 'schemas/cy'))).toBe(false);
  });

  it('refuses from the command line a sheet with a missing column or a dropped placeholder, changing no file', () => {
    const run = (csv: string) => {
      writeFileSync(join(root, 'sheet.csv'), csv);
      return spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'scripts/content-import.ts'), '--root', root, join(root, 'sheet.csv')], { cwd: repo, encoding: 'utf8' });
    };
    const noStatus = run(`key,English,Welsh\n${TITLE},About You,Amdanoch chi\n`);
    expect(noStatus.status).toBe(1);
    expect(noStatus.stderr).toContain('Nothing was changed: cannot read');
    expect(noStatus.stderr).toContain('"Welsh status"');
    const noEnglish = run(`key,text\n${TITLE},About You\n`);
    expect(noEnglish.stderr).toContain('needs the columns "English"');
    const dropped = run(`key,English,Welsh,Welsh status\n${TOAST},Email sent to {name},Anfonwyd e-bost,missing\n`);
    expect(dropped.status).toBe(1);
    expect(dropped.stderr).toMatch(/Nothing was changed: 1 problem.*\n.*must keep \{name\}/);
    expect(existsSync(join(root, 'schemas/cy'))).toBe(false);
    const good = run(`key,English,Welsh,Welsh status\n${TOAST},Email sent to {name},Anfonwyd e-bost at {name},missing\n`);
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toMatch(/Changed 0 texts in 0 files\. Welsh: 1 written/);
    expect(readLayerFile(root, 'schemas/copy/toasts.json')['/referPartnerSent']!.text).toBe('Anfonwyd e-bost at {name}');
  }, 120_000);
});
