/**
 * Golden wills: the six wills of the review, each drafted, drawn to PDF and read back with poppler's
 * pdftotext, checked for the clauses that must and must not appear and for the page layout rules.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClauseKind, DraftDocument } from '../../engine/drafting/draft-document';
import { draftWill } from '../../engine/drafting/draft-will';
import { GOLDEN_TODAY, GOLDEN_WILLS, LONG_NAME } from '../../engine/drafting/fixtures/golden-wills';
import { documentLayout } from '../../server/services/pdf/pdf-document';
import type { LaidPage } from '../../server/services/pdf/pdf-flow';
import { LAYOUT } from '../../server/services/pdf/pdf-layout';
import { letterOfWishesSpec } from '../../server/services/pdf/render-letter-of-wishes-pdf';
import { renderDocuments } from '../../server/services/pdf/render-documents';
import { signingGuideSpec } from '../../server/services/pdf/render-signing-guide-pdf';
import { willSpec } from '../../server/services/pdf/render-will-pdf';

const dir = mkdtempSync(join(tmpdir(), 'golden-wills-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Word = { page: number; xMin: number; yMin: number; xMax: number; yMax: number; text: string };

let files = 0;
/** The words of a PDF with their boxes, by pdftotext -bbox, and its text page by page. */
function readBack(pdf: Uint8Array): { pages: string[]; words: Word[] } {
  const file = join(dir, `doc-${files++}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const html = execFileSync('/usr/bin/pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const words: Word[] = [];
  html.split('<page ').slice(1).forEach((page, i) => {
    for (const m of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      words.push({ page: i + 1, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), text: m[5]!.replace(/&amp;/g, '&').replace(/&apos;/g, "'") });
    }
  });
  return { pages: text.split('\f').slice(0, -1), words };
}

const flat = (s: string) => s.replace(/\s+/g, ' ');

/** The layout rules every document keeps: no heading ends a page, no text block leaves one line alone at a page's foot or head, no page holds a single line. */
function expectWellLaidOut(pages: LaidPage[]): void {
  pages.forEach((page, p) => {
    expect(page.length, `page ${p + 1} holds more than one line`).toBeGreaterThan(1);
    const last = page[page.length - 1]!.line;
    expect(last.role, `page ${p + 1} does not end with a heading`).not.toBe('heading');
    const next = pages[p + 1];
    if (!next) return;
    const first = next[0]!.line;
    if (first.block !== last.block) return;
    const before = page.filter((l) => l.line.block === last.block).length;
    const after = next.filter((l) => l.line.block === last.block).length;
    expect(before, `a paragraph's first line alone at the foot of page ${p + 1}`).toBeGreaterThan(1);
    expect(after, `a paragraph's last line alone at the head of page ${p + 2}`).toBeGreaterThan(1);
  });
}

const kinds = (draft: DraftDocument) => draft.clauses.map((c) => c.kind);

const RIGHT_EDGE = 595.28 - LAYOUT.margins.right;

describe.each(Object.entries(GOLDEN_WILLS))('golden will: %s', (name, make) => {
  const draft = draftWill(make(), GOLDEN_TODAY, { draft: false });

  it('lays out the will, the signing guide and any letter of wishes by the page rules', () => {
    expectWellLaidOut(documentLayout(draft, willSpec(draft)));
    expectWellLaidOut(documentLayout(draft, signingGuideSpec(draft)));
    if (draft.letterOfWishes) expectWellLaidOut(documentLayout(draft, letterOfWishesSpec(draft, draft.letterOfWishes)));
  });

  it('puts the signing clause and all three signature boxes on one page with the end of the will’s text', async () => {
    const { will } = await renderDocuments(draft);
    const { pages } = readBack(will);
    const last = flat(pages[pages.length - 1]!);
    const attestation = draft.clauses[draft.clauses.length - 1]!;
    expect(attestation.kind).toBe('attestation');
    for (const box of ['First witness', 'Second witness', 'Occupation', 'Date']) expect(last).toContain(box);
    expect(last).toContain(`${attestation.number}. ${attestation.heading}`);
    // The last words of the clause before the signing clause stand on the same page.
    const before = draft.clauses[draft.clauses.length - 2]!;
    const lastParagraph = before.paragraphs[before.paragraphs.length - 1]!;
    const lastText = lastParagraph.items?.length ? lastParagraph.items[lastParagraph.items.length - 1]!.text : lastParagraph.text;
    expect(last).toContain(flat(lastText).split(' ').slice(-3).join(' '));
    for (const page of pages.slice(0, -1)) expect(page).not.toContain('Second witness');
  });

  it('keeps every word inside the page’s margins in each document', async () => {
    const docs = await renderDocuments(draft);
    for (const pdf of [docs.will, docs.guide, ...(docs.letter ? [docs.letter] : [])]) {
      const { words } = readBack(pdf);
      for (const word of words) expect(word.xMax, `"${word.text}" on page ${word.page}`).toBeLessThanOrEqual(RIGHT_EDGE + 1);
    }
  });

  it('keeps the guide and the letter out of the will', async () => {
    const docs = await renderDocuments(draft);
    const will = flat(readBack(docs.will).pages.join(' '));
    expect(will).not.toContain(draft.signingInstructions.heading);
    expect(flat(readBack(docs.guide).pages.join(' '))).toContain(draft.signingInstructions.heading);
    expect(will).not.toContain('Letter of wishes');
    expect(will).not.toMatch(/deliberately made no provision|deliberately not provided/);
    expect(Boolean(docs.letter)).toBe(draft.letterOfWishes !== null);
    // Four of these wills name one executor and no replacement, which the replacement check reports
    // (tests/server/golden-wills-executors.test.ts); nothing else may be reported.
    if (name !== 'longNames') expect(draft.warnings.filter((w) => w.code !== 'noReplacementExecutor'), name).toEqual([]);
  });
});

describe('golden wills: what each must and must not say', () => {
  const draftOf = (name: keyof typeof GOLDEN_WILLS) => draftWill(GOLDEN_WILLS[name](), GOLDEN_TODAY, { draft: false });
  const textOf = async (draft: DraftDocument) => {
    const docs = await renderDocuments(draft);
    return { will: flat(readBack(docs.will).pages.join(' ')), letter: docs.letter ? flat(readBack(docs.letter).pages.join(' ')) : null };
  };
  const expectKinds = (draft: DraftDocument, present: ClauseKind[], absent: ClauseKind[]) => {
    for (const kind of present) expect(kinds(draft)).toContain(kind);
    for (const kind of absent) expect(kinds(draft)).not.toContain(kind);
  };

  it('single to two charities: both charities with their numbers, no guardians, no letter', async () => {
    const draft = draftOf('singleToCharities');
    expectKinds(draft, ['residuary', 'charities', 'executors'], ['guardians', 'minors', 'gifts', 'marriage']);
    const { will, letter } = await textOf(draft);
    expect(will).toContain('Dogs Trust (registered charity number 227523)');
    expect(will).toContain('Cancer Research UK (registered charity number 1089464)');
    expect(letter).toBeNull();
  });

  it('married with two minors and an adult child: guardians for the minors only, the message in the letter', async () => {
    const draft = draftOf('marriedWithChildren');
    expectKinds(draft, ['guardians', 'residuary', 'executors'], ['marriage']);
    const guardians = JSON.stringify(draft.clauses.find((c) => c.kind === 'guardians'));
    expect(guardians).toContain('Tom Price');
    expect(guardians).toContain('Lily Price');
    expect(guardians).not.toContain('Owen Price');
    const { will, letter } = await textOf(draft);
    expect(will).not.toContain('Thank you for every year together.');
    expect(letter).toContain('To Sarah Jane Price, who shares in my estate:');
    expect(letter).toContain('Thank you for every year together.');
    // The guide of a will naming a partner says mirror wills bind no survivor; the will itself does not.
    const guide = flat(readBack((await renderDocuments(draft)).guide).pages.join(' '));
    expect(guide).toContain('mirror wills are not mutual wills and do not bind the survivor');
    expect(will).not.toContain('mirror');
  });

  it('engaged with gifts: the will made expecting the marriage, the gift’s message in the letter only', async () => {
    const draft = draftOf('engagedWithGifts');
    expectKinds(draft, ['marriage', 'gifts', 'residuary'], ['guardians']);
    const { will, letter } = await textOf(draft);
    expect(will).toContain('James Carter');
    expect(will).toContain('£2,000');
    expect(will).not.toContain('Wear it on your wedding day.');
    expect(letter).toContain("With my gift of my grandmother's sapphire ring to Priya Shah:");
    expect(letter).toContain('Wear it on your wedding day.');
  });

  it('divorced with pets and a 33/33/34 split: the shares and pets in the will, the reason for leaving out in the letter only', async () => {
    const draft = draftOf('divorcedWithPets');
    expectKinds(draft, ['pets', 'residuary'], ['marriage', 'guardians', 'other-wishes']);
    const { will, letter } = await textOf(draft);
    for (const share of ['33% to Janet Wood', '33% to Colin Ashworth', '34% to Dogs Trust']) expect(will).toContain(share);
    expect(will).toContain('Biscuit');
    expect(will).not.toContain('Keith Wood');
    expect(letter).toContain('Why I have left someone out of my will');
    expect(letter).toContain('My brother Keith Wood, who was generously helped during my lifetime.');
    expect(letter).toMatch(/not part of my will/);
  });

  it('a minor beneficiary: the share held on trust until 18', async () => {
    const draft = draftOf('minorBeneficiary');
    expectKinds(draft, ['residuary', 'minors'], ['guardians']);
    const { will, letter } = await textOf(draft);
    expect(will).toContain('Emily Clarke');
    expect(letter).toContain('For your studies.');
  });

  it('long and accented names: every one in full, the deleted person nowhere, the name wrapped above the signature line', async () => {
    const draft = draftOf('longNames');
    const docs = await renderDocuments(draft);
    const { pages, words } = readBack(docs.will);
    const will = flat(pages.join(' '));
    for (const part of ['Siobhán Nic Giolla Phádraig-Øvergård', 'Zoë Brontë-Ångström', 'Château Résidence', 'Ó Briain Ní Dhomhnaill']) expect(will).toContain(part);
    expect(will).not.toMatch(/undefined|null|\{/);
    expect(will).not.toContain('My harp');
    expect(draft.letterOfWishes).toBeNull();
    // The testator's box: its wrapped heading ends above the first signature line's label, inside the box's width.
    const lastPage = Math.max(...words.map((w) => w.page));
    const onLast = words.filter((w) => w.page === lastPage);
    const lastNameWord = LONG_NAME.slice(0, 199).split(' ').pop()!;
    const signatureLabel = onLast.find((w) => w.text === 'Signature')!;
    const headingEnd = onLast.filter((w) => w.text === lastNameWord && w.yMax < signatureLabel.yMin + 1);
    expect(headingEnd.length).toBeGreaterThan(0);
    // The heading may take the whole line (it wraps only when the name does not fit), never beyond the margin.
    const boxRight = RIGHT_EDGE;
    const headingWords = onLast.filter((w) => w.yMin > headingEnd[0]!.yMin - 80 && w.yMax <= signatureLabel.yMin && w.xMin >= LAYOUT.margins.left - 1);
    const boxTop = onLast.filter((w) => w.text === 'making' && w.yMax <= signatureLabel.yMin).pop()!; // "The person making this will: …"
    for (const w of headingWords.filter((w) => w.yMin >= boxTop.yMin)) expect(w.xMax, w.text).toBeLessThanOrEqual(boxRight + 1);
  });
});
