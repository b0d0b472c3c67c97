import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sheetRows } from '../../scripts/content/content-sheet';
import { welshProblems } from '../../scripts/content/welsh-problems';
import type { SheetRow } from '../../scripts/content/content-csv';
import { copyModules, copyRepo, readSheet, writeSheet, type RepoCopy, type SheetCells } from './repo-copy';
import { fixtureRoot, sheetRoundTrip, sheetRow } from './welsh-fixture';

/**
 * A translator's round of the content sheet seen where a Welsh reader meets it. In a copy of the repo, with the real
 * Welsh layers: `npm run content:export`, Welsh changed in the sheet for a step's title and a label, the delivery
 * email's subject and the will's title, the drafting copy approved in the sheet's approved column (the new title in a
 * second sheet, since a changed Welsh text of the will loses its approval), `npm run content:import`, and
 * `npm run generate`. The copy's own Vite then runs its modules in this process (no second test runner; the shared
 * e2e server is built from this repo's content, so it cannot show the copy's): the step drawn in Welsh, the Welsh
 * delivery email in the outbox, and the delivered Welsh will read back with pdftotext.
 * Then an English text changed in the sheet: its Welsh needs review in the next export and check:content's Welsh
 * rules fail on it. (check:content failing on a text with no Welsh: tests/content/welsh-check.test.ts.)
 */
const STEP_TITLE = 'schemas/steps/about-you.json#/title';
const STEP_LABEL = 'schemas/steps/about-you.json#/schema/properties/fullName/title';
const EMAIL_SUBJECT = 'schemas/copy/emails.json#/willDelivered/subject';
const WILL_TITLE = 'schemas/copy/drafting.json#/document/title';
const DRAFTING = 'schemas/copy/drafting.json#';

const WELSH: Record<string, string> = {
  [STEP_TITLE]: 'Amdanoch chi eich hun',
  [STEP_LABEL]: 'Eich enw cyfreithiol llawn',
  [EMAIL_SUBJECT]: "Mae ein tîm cyfreithiol wedi gwirio eich ewyllys: mae'n barod i'w llofnodi",
  [WILL_TITLE]: 'Ewyllys Olaf a Thestament {fullName}',
};

type Checks = typeof import('./welsh-round-trip/welsh-round-trip-checks');
let copy: RepoCopy;
let modules: Awaited<ReturnType<typeof copyModules>> | undefined;
let checks: Checks;
let imported: string;
/** The sheet as first exported, from the content as shipped. */
let shipped: SheetCells[];
let afterFirst: SheetRow[];

/** `npm run content:export` in the copy, the sheet edited as a spreadsheet would, `npm run content:import`: its report. */
function sheetRound(edit: (rows: SheetCells[]) => void): string {
  const file = join(copy.dir, 'sheet.csv');
  const exporting = copy.npm(['content:export', '--', file]);
  expect(exporting.status, exporting.stderr).toBe(0);
  const rows = readSheet(file);
  shipped = structuredClone(rows);
  edit(rows);
  writeSheet(file, rows);
  const importing = copy.npm(['content:import', '--', file]);
  expect(importing.status, `${importing.stdout}${importing.stderr}`).toBe(0);
  return importing.stdout;
}
const cells = (rows: SheetCells[], key: string) => {
  const row = rows.find((found) => found.key === key);
  expect(row, key).toBeTruthy();
  return row!;
};
const draftingRows = (rows: SheetCells[]) => rows.filter((row) => row.key.startsWith(DRAFTING));

beforeAll(async () => {
  copy = copyRepo('welsh-round-trip-', ['tests/content/welsh-round-trip']);
  // The translator's sheet, the legal team approving the Welsh drafting copy in the same sheet.
  imported = sheetRound((rows) => {
    for (const [key, text] of Object.entries(WELSH)) cells(rows, key).Welsh = text;
    for (const row of draftingRows(rows)) row.approved = 'yes';
  });
  // The next sheet: the legal team approves the new Welsh title, which the first import left unapproved (the
  // import's own functions this time, without the command's second run of the step files' check).
  afterFirst = sheetRows(copy.dir);
  expect(sheetRoundTrip(copy.dir, (rows) => void (sheetRow(rows, WILL_TITLE).approved = 'yes'))).toEqual([]);
  const generated = copy.npm(['generate']);
  expect(generated.status, generated.stderr).toBe(0);
  modules = await copyModules(copy.dir);
  checks = await modules.import<Checks>('tests/content/welsh-round-trip/welsh-round-trip-checks.ts');
}, 180_000);

afterAll(async () => {
  await modules?.close();
  copy?.remove();
});

describe('Welsh changed in the content sheet', () => {
  it("is written to the Welsh layers by the import, the will's changed wording approved only in the next sheet", () => {
    const drafting = draftingRows(shipped).length;
    expect(imported).toMatch(new RegExp(`Changed 0 texts in 0 files\\. Welsh: 4 written, 0 confirmed, ${drafting - 1} approved`));
    for (const [key, text] of Object.entries(WELSH)) expect(sheetRow(afterFirst, key), key).toMatchObject({ welsh: text, status: 'translated' });
    expect(afterFirst.filter((row) => row.key.startsWith(DRAFTING) && row.approved !== 'yes').map((row) => row.key)).toEqual([WILL_TITLE]);
    expect(sheetRow(sheetRows(copy.dir), WILL_TITLE).approved).toBe('yes');
  });

  it('shows on the step drawn in Welsh', async () => {
    const { heading, labels } = await checks.drawnWelshStep('about-you');
    expect(heading).toBe(WELSH[STEP_TITLE]);
    expect(labels).toContain(WELSH[STEP_LABEL]);
    expect(labels).not.toContain(cells(shipped, STEP_LABEL).Welsh);
  });

  it('shows in the Welsh delivery email in the outbox and in the delivered Welsh will', async () => {
    const { statuses, deliveryEmail, willText, fullName } = await checks.deliveredWelshWill();
    expect(statuses).toEqual({ language: 200, saved: 200, delivered: 200, will: 200 });
    expect(deliveryEmail?.subject).toBe(WELSH[EMAIL_SUBJECT]);
    expect(deliveryEmail?.body_text).toContain('Mae ein tîm cyfreithiol wedi gwirio eich ewyllys.');
    expect(deliveryEmail?.body_html).toContain('<html lang="cy"');
    expect(willText).toContain(WELSH[WILL_TITLE]!.replace('{fullName}', fullName));
    expect(willText).not.toContain(cells(shipped, WILL_TITLE).Welsh.replace('{fullName}', fullName));
    expect(willText).not.toContain("Drafft i'w wirio yw hwn");
  });
});

describe('English changed in the content sheet', () => {
  const INTRO = 'schemas/steps/about-you.json#/intro';
  let root: string;
  let remove = () => {};
  beforeAll(() => ({ root, remove } = fixtureRoot('welsh-out-of-date-', { welsh: 'shipped' })));
  afterAll(() => remove());
  const problems = () => welshProblems(root).map((problem) => `${problem.file}#${problem.pointer}: ${problem.message}`);

  it('keeps its Welsh, marked as needing review in the next export, and check:content fails until it is translated again', () => {
    expect(problems()).toEqual([]);
    const welsh = sheetRow(sheetRows(root), INTRO).welsh;
    expect(sheetRoundTrip(root, (rows) => void (sheetRow(rows, INTRO).english = 'We need a few details so that your will names you beyond doubt.'))).toEqual([]);
    expect(sheetRow(sheetRows(root), INTRO)).toMatchObject({ english: 'We need a few details so that your will names you beyond doubt.', welsh, status: 'needs review' });
    expect(problems()).toEqual([expect.stringMatching(/^schemas\/cy\/steps\/about-you.json#\/intro: is out of date: its English changed since it was translated/)]);
    expect(sheetRoundTrip(root, (rows) => void (sheetRow(rows, INTRO).welsh = "Mae angen ychydig o fanylion arnom fel bod eich ewyllys yn eich enwi y tu hwnt i bob amheuaeth."))).toEqual([]);
    expect(problems()).toEqual([]);
  });
});
