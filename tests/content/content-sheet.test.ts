import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fromCsv, toCsv } from '../../scripts/content/content-csv';
import { sheetRows } from '../../scripts/content/content-sheet';
import { planContentEdits, writeContentEdits } from '../../scripts/content/apply-content-rows';
import { contentStrings } from '../../scripts/content/content-strings';
import { childEnv, copyRepo, readSheet, writeSheet, type RepoCopy, type SheetCells } from './repo-copy';

/**
 * content sheet: `npm run content:export` writes every user-facing string to one CSV and
 * `npm run content:import` applies an edited one back. The round trip runs in a copy of the repo, then a fixture
 * (tests/content/content-sheet/) checks the edited texts where a person meets them.
 */
const repo = resolve('.');

type Row = SheetCells;
let copy: RepoCopy | undefined;
let dir: string;
const npm = (args: string[]) => copy!.npm(args);

/** Every file under schemas/ with a hash of its bytes. */
function schemaHashes(root: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else hashes[path.slice(root.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  visit(join(root, 'schemas'));
  return hashes;
}

beforeAll(() => {
  copy = copyRepo('content-sheet-', ['tests/content/content-sheet', 'tests/setup-dom.ts']);
  dir = copy.dir;
}, 60_000);

afterAll(() => copy?.remove());

describe('the content sheet', () => {
  it('holds every kind of text a person reads, and none of the names the code reads', () => {
    const rows = contentStrings(repo);
    const text = (key: string) => rows.find((row) => row.key === key)?.text;
    expect(text('schemas/steps/about-you.json#/title')).toBe('About You');
    expect(text('schemas/steps/about-you.json#/uiSchema/fullName/ui:help')).toMatch(/passport/);
    expect(text('schemas/steps/about-you.json#/messages/required:fullName')).toBe('Enter your full legal name');
    expect(text('schemas/steps/onboarding-relationship.json#/schema/properties/hasPartner/oneOf/0/title')).toBe('Yes');
    expect(text('schemas/copy/toasts.json#/referPartnerSent')).toBe('Email sent to {name}');
    expect(text('schemas/copy/emails.json#/referPartner/subject')).toBeTruthy();
    expect(text('schemas/copy/drafting.json#/document/title')).toBe('Last Will of {fullName}');
    expect(rows.some((row) => row.key.startsWith('schemas/copy/drafting.json#/signing/'))).toBe(true);
    expect(rows.some((row) => row.key.startsWith('schemas/copy/dashboard.json#'))).toBe(true);
    expect(rows.some((row) => row.key.startsWith('schemas/copy/checkout.json#'))).toBe(true);
    // Routes, engine names, widgets, stored values (titles) are not text to edit.
    for (const row of rows) expect(row.key).not.toMatch(/#\/(route|bind|id|commit|visibleIf)$|ui:widget|\/rules\/|titles\.json/);
    expect(rows.map((row) => row.text)).not.toContain('Mr.');
    expect(rows.map((row) => row.text)).not.toContain('people.eligibleAdults');
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(rows.every((row) => row.shown.length > 0)).toBe(true);
  });

  it('reads back what it writes, line breaks and quotes included', () => {
    const rows = sheetRows(repo).slice(0, 50);
    rows[0] = { ...rows[0]!, english: 'Line one\n"quoted", and, commas', welsh: 'Llinell un\n"dyfynnu"' };
    const parsed = fromCsv(toCsv(rows));
    expect(parsed.map(({ key, english, welsh, status }) => ({ key, english, welsh, status }))).toEqual(rows.map(({ key, english, welsh, status }) => ({ key, english, welsh, status })));
    expect(toCsv(rows).startsWith('\uFEFFkey,English,Welsh,Welsh status,approved,where shown\n')).toBe(true);
  });

  it('refuses a sheet with a key that no longer exists, a dropped or invented placeholder, or an empty text, whole', () => {
    const rows = [
      { key: 'schemas/steps/about-you.json#/nothing-here', english: 'Hello', line: 2 },
      { key: 'schemas/copy/toasts.json#/referPartnerSent', english: 'Email sent', line: 3 },
      { key: 'schemas/copy/dashboard.json#/title', english: 'My Will, {name}', line: 4 },
      { key: 'schemas/steps/about-you.json#/title', english: '   ', line: 5 },
      { key: 'schemas/steps/about-you.json#/intro', english: 'A changed introduction.', line: 6 },
    ];
    const { problems } = planContentEdits(repo, rows);
    expect(problems).toEqual([
      expect.stringMatching(/^line 2 .*no longer exists/),
      expect.stringMatching(/^line 3 .*must keep \{name\}/),
      expect.stringMatching(/^line 4 .*\{name\} cannot be filled in here/),
      expect.stringMatching(/^line 5 .*empty/),
    ]);
  });

  it('writes a changed text into its file changing no other byte', () => {
    const copyRoot = mkdtempSync(join(tmpdir(), 'content-edit-'));
    try {
      cpSync(join(repo, 'schemas'), join(copyRoot, 'schemas'), { recursive: true });
      const file = join(copyRoot, 'schemas/steps/about-you.json');
      const before = readFileSync(file, 'utf8');
      const { edits } = planContentEdits(copyRoot, [{ key: 'schemas/steps/about-you.json#/intro', english: 'Line one\n"quoted" – and ünïcode', line: 2 }]);
      writeContentEdits(copyRoot, edits);
      const after = readFileSync(file, 'utf8');
      expect(JSON.parse(after).intro).toBe('Line one\n"quoted" – and ünïcode');
      expect(after.replace(JSON.stringify('Line one\n"quoted" – and ünïcode'), JSON.stringify(JSON.parse(before).intro))).toBe(before);
    } finally {
      rmSync(copyRoot, { recursive: true, force: true });
    }
  });

  it('exported and imported unchanged changes no file byte', () => {
    const before = schemaHashes(dir);
    const exported = npm(['content:export', '--', 'sheet.csv']);
    expect(exported.status, exported.stderr).toBe(0);
    const imported = npm(['content:import', '--', 'sheet.csv']);
    expect(imported.status, `${imported.stdout}${imported.stderr}`).toBe(0);
    expect(imported.stdout).toContain('Changed 0 texts');
    expect(schemaHashes(dir)).toEqual(before);
  }, 60_000);

  it('refuses a bad sheet from the command line and changes nothing', () => {
    const before = schemaHashes(dir);
    const rows = readSheet(join(dir, 'sheet.csv'));
    const toast = rows.find((row) => row.key === 'schemas/copy/toasts.json#/referPartnerSent')!;
    toast.English = 'Email sent';
    rows.find((row) => row.key === 'schemas/steps/about-you.json#/title')!.English = 'A new title that is fine';
    writeSheet(join(dir, 'bad.csv'), rows);
    const imported = npm(['content:import', '--', 'bad.csv']);
    expect(imported.status).toBe(1);
    expect(imported.stderr).toMatch(/Nothing was changed: 1 problem/);
    expect(imported.stderr).toContain('must keep {name}');
    expect(schemaHashes(dir)).toEqual(before);
  }, 60_000);

  it('ten texts of different kinds changed in the sheet show in the steps, an email and the draft PDF', () => {
    const rows = readSheet(join(dir, 'sheet.csv'));
    const edit = (key: string | ((row: Row) => boolean), text: string | ((old: string) => string)) => {
      const row = rows.find(typeof key === 'string' ? (r) => r.key === key : key);
      expect(row, String(key)).toBeTruthy();
      row!.English = typeof text === 'string' ? text : text(row!.English);
      return row!.key;
    };
    const changed = [
      edit('schemas/steps/about-you.json#/title', 'About you and your home'),
      edit('schemas/steps/about-you.json#/schema/properties/fullName/title', 'Your name in full'),
      edit('schemas/steps/about-you.json#/uiSchema/fullName/ui:help', 'Exactly as on your passport.'),
      edit('schemas/steps/about-you.json#/messages/required:fullName', 'Tell us your full name'),
      edit('schemas/steps/onboarding-relationship.json#/schema/properties/hasPartner/oneOf/0/title', 'Yes, I do'),
      edit('schemas/copy/toasts.json#/referPartnerSent', 'We emailed {name}'),
      edit('schemas/copy/dashboard.json#/title', 'Your will'),
      edit('schemas/copy/emails.json#/referPartner/subject', 'Your partner asks you to write your will too'),
      edit('schemas/copy/emails.json#/referPartner/text', (old) => old.replace(/^Dear \{partnerName\},/, 'Hello {partnerName},')),
      edit('schemas/copy/drafting.json#/document/title', 'Last Will and Final Testament of {fullName}'),
      edit((row) => row.key.startsWith('schemas/copy/drafting.json#/signing/') && row.key.endsWith('/heading'), 'Never staple your will.'),
    ];
    writeSheet(join(dir, 'edited.csv'), rows);
    const imported = npm(['content:import', '--', 'edited.csv']);
    expect(imported.status, `${imported.stdout}${imported.stderr}`).toBe(0);
    expect(imported.stdout).toContain(`Changed ${changed.length} texts`);
    const reexported = npm(['content:export', '--', 'again.csv']);
    expect(reexported.status).toBe(0);
    const again = new Map(readSheet(join(dir, 'again.csv')).map((row) => [row.key, row.English]));
    for (const key of changed) expect(again.get(key)).toBe(rows.find((row) => row.key === key)!.English);

    execFileSync('npm', ['run', 'generate'], { cwd: dir, env: childEnv(), stdio: 'pipe' });
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/content/content-sheet/vitest.config.ts'], { cwd: dir, env: childEnv(), encoding: 'utf8', timeout: 100_000 });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/Tests\s+.*3 passed/);
  }, 180_000);
});
