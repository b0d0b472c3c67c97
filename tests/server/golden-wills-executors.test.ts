/**
 * Golden wills for executors and trustees who can always act, the executors' powers and the will's layout: each will
 * is drafted, drawn to PDF and read back with poppler's pdftotext, and checked for the clauses that must and must not
 * appear and for the draft checks that must fire.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockingChecks } from '../../engine/drafting/draft-checks';
import type { DraftDocument } from '../../engine/drafting/draft-document';
import { draftWill } from '../../engine/drafting/draft-will';
import { COMPANY, divorcedCoExecutors, engagedFiveExecutors, EXECUTORS_TODAY, GX, TRUST_CORPORATION, welshSoleExecutor, widowedGrandparent } from '../../engine/drafting/fixtures/golden-executors';
import type { TrusteeService } from '../../engine/drafting/trustee-service';
import { removePerson } from '../../engine/will/operations/remove-person';
import type { Will } from '../../engine/will/will';
import { documentLayout, renderDocument, type DocumentSpec } from '../../server/services/pdf/pdf-document';
import { LAYOUT } from '../../server/services/pdf/pdf-layout';
import { renderDocuments } from '../../server/services/pdf/render-documents';
import { willSpec } from '../../server/services/pdf/render-will-pdf';

const dir = mkdtempSync(join(tmpdir(), 'golden-executors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Word = { page: number; yMin: number; text: string };
let files = 0;

/** The text of a PDF (pdftotext -layout), whitespace collapsed, and its words with where they stand (pdftotext -bbox). */
function readBack(pdf: Uint8Array): { text: string; pages: string[]; words: Word[] } {
  const file = join(dir, `doc-${files++}.pdf`);
  writeFileSync(file, pdf);
  const pages = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  const words: Word[] = [];
  execFileSync('/usr/bin/pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' })
    .split('<page ')
    .slice(1)
    .forEach((page, i) => {
      for (const m of page.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g)) words.push({ page: i + 1, yMin: Number(m[1]), text: m[2]! });
    });
  return { text: pages.join(' ').replace(/\s+/g, ' '), pages, words };
}

const draftOf = (will: Will, trustee: TrusteeService = COMPANY) => draftWill(will, EXECUTORS_TODAY, { draft: false, trustee });
const codes = (draft: DraftDocument) => draft.warnings.map((w) => w.code);

async function documents(draft: DraftDocument) {
  const docs = await renderDocuments(draft);
  return { will: readBack(docs.will), guide: readBack(docs.guide).text };
}

const TOP = LAYOUT.margins.top;
const BOTTOM = 841.89 - LAYOUT.margins.bottom;

/** Every page of the will but the last is either filled to within a third of its foot or ruled off. */
function expectRuledOff(draft: DraftDocument): void {
  const pages = documentLayout(draft, willSpec(draft));
  pages.slice(0, -1).forEach((page, i) => {
    const last = page[page.length - 1]!;
    const room = BOTTOM - (last.y + last.line.height);
    if (room > (BOTTOM - TOP) / 3) expect(last.line.text, `page ${i + 1} is ruled off`).toBe(draft.labels.restOfPageBlank);
  });
}

const POWERS = 'In addition to the powers the law gives them, my Executors have the following powers:';
const DEFINITION = 'In this will, “my Executors” means whoever is acting as my executor and trustee at the time';

describe('(a) a Welsh couple with a sole executor and children under 18', () => {
  it('without a replacement: the check fires, blocks the reviewer and is shown to the user; no replacement clause', async () => {
    const draft = draftOf(welshSoleExecutor(false));
    expect(codes(draft)).toEqual(['noReplacementExecutor']);
    const check = blockingChecks(welshSoleExecutor(false), EXECUTORS_TODAY, COMPANY);
    expect(check.map((c) => [c.code, c.step, c.blocking])).toEqual([['noReplacementExecutor', 'executors', true]]);
    expect(check[0]!.message).toMatch(/^If Siân Angharad ap Gwilym dies before you, or cannot or will not act/);
    const { will } = await documents(draft);
    expect(will.text).toContain('I appoint my spouse Siân Angharad ap Gwilym of 14 Heol y Felin, Rhiwbina, Caerdydd, CF14 6NA to be my executor and trustee.');
    expect(will.text).not.toContain('in their place');
    expect(will.text).not.toContain('the others may act without them');
  });

  it('with a replacement: "If … dies before me or cannot or will not act, I appoint …", and no check', async () => {
    const draft = draftOf(welshSoleExecutor(true));
    expect(codes(draft)).toEqual([]);
    const { will, guide } = await documents(draft);
    expect(will.text).toContain(
      'If Siân Angharad ap Gwilym dies before me or cannot or will not act, I appoint Eleri Wyn Prydderch of Tŷ Nant, Ffordd yr Eglwys, Llandeilo, SA19 6AA to be my executor and trustee in their place.',
    );
    expect(will.text.indexOf('in their place')).toBeLessThan(will.text.indexOf(DEFINITION));
    expect(will.text).toContain(POWERS);
    expect(will.text).toContain('or to the beneficiary themselves once they are 16');
    expect(will.text).toContain('section 41 of the Administration of Estates Act 1925 but without any of the consents');
    expect(guide).toContain('The powers your will gives your executors');
    expect(guide).toContain('Tell your executors, Siân Angharad ap Gwilym and Eleri Wyn Prydderch, where it is.');
  });
});

describe('(b) an engaged testator with five executors', () => {
  const draft = draftOf(engagedFiveExecutors());

  it('appoints four to act and the fifth to wait, asks no replacement, and notes only who acts', async () => {
    expect(codes(draft)).toEqual(['tooManyExecutors']);
    expect(blockingChecks(engagedFiveExecutors(), EXECUTORS_TODAY)).toEqual([]);
    const { will } = await documents(draft);
    expect(will.text).toContain('I appoint the following to be my executors and trustees:');
    expect(will.text).toContain('(d) Priya Natarajan of 5 Park Row, Leeds, LS1 5HD');
    expect(will.text).toMatch(/one at a time in the order shown, to act in their place: \(a\) Callum Reid of 41 Byres Road, Glasgow, G11 5RD/);
    expect(will.text).not.toMatch(/cannot or will not act, I appoint/);
    expect(will.text).toContain('I make this will expecting to marry');
  });

  it('defines “my Executors” before its first use, and keeps the signature heading on one line when it fits', async () => {
    const { will } = await documents(draft);
    const definition = will.text.indexOf(DEFINITION);
    expect(definition).toBeGreaterThan(0);
    expect(will.text.search(/my (other )?Executors/)).toBeGreaterThan(definition);
    const last = Math.max(...will.words.map((w) => w.page));
    const onLast = will.words.filter((w) => w.page === last);
    const start = onLast.findIndex((w, i) => w.text === 'The' && onLast[i + 1]?.text === 'person' && onLast[i + 2]?.text === 'making');
    const heading = onLast.slice(start, start + 8);
    expect(heading.map((w) => w.text).join(' ')).toBe('The person making this will: Olivia Grace Pemberton-Whitfield');
    expect(new Set(heading.map((w) => Math.round(w.yMin))).size).toBe(1);
  });
});

describe('(c) a widowed grandparent with the trustee service', () => {
  it('company not a trust corporation, named alone: the individual beside it, its registered name and number, its charging', async () => {
    const draft = draftOf(widowedGrandparent('company'));
    expect(codes(draft)).toEqual([]);
    const { will } = await documents(draft);
    expect(will.text).toContain('I appoint Will Writer Trustees Limited (company number 01234567) to be my executor and trustee.');
    expect(will.text).toContain(
      'Will Writer Trustees Limited is not a trust corporation and may not act alone, so I also appoint my child Catherine Holloway of 2 Pulteney Road, Bath, BA2 4EZ to be my executor and trustee with it.',
    );
    expect(will.text).toContain('Will Writer Trustees Limited may charge fees for the work it does as my executor and trustee');
    expect(will.text).not.toMatch(/nominee|\(a trust corporation\)|may act alone or/);
    expect(will.text).toContain('until they reach 25');
  });

  it('beside the daughter: never alone, a replacement for the daughter, and no check', async () => {
    const draft = draftOf(widowedGrandparent('hybrid'));
    expect(codes(draft)).toEqual(['trusteeNotTrustCorporation']);
    const { will } = await documents(draft);
    expect(will.text).toContain('If Catherine Holloway dies before me or cannot or will not act, I appoint Rosemary Clarke of 15 Gay Street, Bath, BA1 2PH to be my executor and trustee in their place.');
    expect(will.text).toContain('It may act only together with at least one of my other Executors who is an individual, and never alone.');
    // Without the replacement the daughter's death would leave the company alone: the check blocks.
    const alone = { ...widowedGrandparent('hybrid'), replacementExecutors: [] };
    expect(blockingChecks(alone, EXECUTORS_TODAY, COMPANY).map((c) => c.code)).toEqual(['noReplacementExecutor']);
  });

  it('a trust corporation says so, with its number, and may act alone: no individual required', async () => {
    const alone = { ...widowedGrandparent('company'), replacementExecutors: [] };
    const draft = draftOf(alone, TRUST_CORPORATION);
    expect(codes(draft)).toEqual([]);
    expect(blockingChecks(alone, EXECUTORS_TODAY, TRUST_CORPORATION)).toEqual([]);
    const { will } = await documents(draft);
    expect(will.text).toContain('I appoint Will Writer Trust Corporation Limited (company number 07654321, a trust corporation) to be my executor and trustee.');
    expect(will.text).toContain('Will Writer Trust Corporation Limited is a trust corporation and may act alone or together with any of my other Executors.');
    expect(will.text).toContain('Will Writer Trust Corporation Limited may charge fees');
    expect(will.text).not.toMatch(/not a trust corporation|nominee|Will Writer Trustees Limited/);
    // Drawn by the configured company alone, a company that is not one would block.
    expect(blockingChecks(alone, EXECUTORS_TODAY, COMPANY).map((c) => c.code)).toEqual(['trusteeAlone']);
  });
});

describe('(d) a divorced testator who deletes a co-executor', () => {
  it('two executors: no check; deleting one through people.remove leaves one, and the check fires', async () => {
    const before = divorcedCoExecutors();
    expect(codes(draftOf(before))).toEqual([]);
    const removed = removePerson(before, { params: { uuid: GX.colleague }, today: EXECUTORS_TODAY });
    expect(removed.ok).toBe(true);
    const after = (removed as { will: Will }).will;
    expect(after.executors).toEqual([{ type: 'person', uuid: GX.brother }]);
    const checks = blockingChecks(after, EXECUTORS_TODAY);
    expect(checks.map((c) => [c.code, c.blocking])).toEqual([['noReplacementExecutor', true]]);
    expect(checks[0]!.message).toContain('If Alan Marsden dies before you');
    const draft = draftOf(after);
    const { will } = await documents(draft);
    expect(will.text).toContain('I appoint Alan Marsden of 4 Beverley Road, Hull, HU3 1XA to be my executor and trustee.');
    expect(will.text).not.toContain('Stephen Ward');
    expect(will.text).not.toContain('Jason Marsden');
    expect(will.text).toContain('The Salvation Army (registered charity number 214779)');
    expect(will.text).not.toMatch(/\b[Tt]he The\b/);
    expect(draft.letterOfWishes).not.toBeNull();
  });
});

describe('ruling off a page left more than a third empty', () => {
  const draft = draftOf(welshSoleExecutor(true));
  const note = draft.labels.restOfPageBlank;
  const spec = (gap: boolean): DocumentSpec => ({
    title: 'Layout',
    furniture: { draft: false, mark: '', footerName: 'Will of Dafydd Rhys ap Gwilym', pageOf: 'Page {page} of {pages}', initials: 'Initials' },
    ruleOff: note,
    build(flow) {
      for (let i = 0; i < (gap ? 4 : 40); i++) flow.paragraph({ number: `1.${i + 1}`, text: `Paragraph ${i + 1} of the will's text, long enough to fill a line or two of the page as a clause would.` });
      // Something kept whole that cannot fit below the text, as the signing clause and its boxes are.
      if (gap) flow.box(600, () => {});
    },
  });

  it('writes "[the rest of this page is intentionally left blank]" below the text and only there', async () => {
    const short = readBack(await renderDocument(draft, spec(true)));
    expect(short.pages).toHaveLength(2);
    expect(short.pages[0]!.replace(/\s+/g, ' ')).toContain('[the rest of this page is intentionally left blank]');
    expect(short.pages[1]).not.toContain('intentionally left blank');
    expect(documentLayout(draft, spec(true))[0]!.at(-1)!.line.text).toBe(note);
    // A page filled to its foot is not ruled off.
    const full = readBack(await renderDocument(draft, spec(false)));
    expect(full.pages.length).toBeGreaterThan(1);
    expect(full.text).not.toContain('intentionally left blank');
  });
});

describe('the layout rules of these wills', () => {
  const wills = [welshSoleExecutor(true), engagedFiveExecutors(), widowedGrandparent('company'), widowedGrandparent('hybrid'), divorcedCoExecutors()];

  it('rule off any page left more than a third empty, and use one quotation-mark style', async () => {
    for (const will of wills) {
      const draft = draftOf(will);
      expectRuledOff(draft);
      const { will: text, guide } = await documents(draft);
      expect(`${text.text} ${guide}`).not.toMatch(/["‘]/);
    }
  });
});
