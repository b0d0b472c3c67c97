import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { draftWill } from '../../engine/drafting/draft-will';
import { largeWill, LARGE_WILL_TODAY } from '../../engine/drafting/fixtures/large-will';
import { renderWillPdf } from '../../server/services/pdf/render-will-pdf';
import { renderSigningGuidePdf } from '../../server/services/pdf/render-signing-guide-pdf';

const dir = mkdtempSync(join(tmpdir(), 'will-pdf-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function pdfText(pdf: Buffer, ...options: string[]): string {
  const file = join(dir, `draft-${files++}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', [...options, file, '-'], { encoding: 'utf8' });
}

function pageCount(pdf: Buffer): number {
  return Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
}

/** The letters drawn at watermark size on a page, sorted: pdftotext gives diagonal text as tall words. */
function watermarkLetters(pdf: Buffer, page: number): string {
  const boxes = pdfText(pdf, '-bbox', '-f', String(page), '-l', String(page));
  const words = [...boxes.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)];
  return words
    .filter(([, yMin, yMax]) => Number(yMax) - Number(yMin) > 40)
    .flatMap(([, , , word]) => [...word!])
    .sort()
    .join('');
}

/** Asserts each of `parts` occurs in `text` after the one before it. */
function expectInOrder(text: string, parts: string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

const draft = draftWill(largeWill(), LARGE_WILL_TODAY);

describe('the will PDF', () => {
  it('contains the title and every clause heading in order; the signing instructions are a document of their own', async () => {
    const text = pdfText(await renderWillPdf(draft));
    const { heading, steps } = draft.signingInstructions;
    expect(draft.clauses).toHaveLength(14);
    expectInOrder(text, [draft.title.split(' ').slice(0, 4).join(' '), ...draft.clauses.map((c) => `${c.number}. ${c.heading}`)]);
    expect(text).not.toContain(heading);
    expectInOrder(pdfText(await renderSigningGuidePdf(draft)), [heading, ...steps.map((s) => `${s.number}. ${s.heading}`)]);
  });

  it('contains every clause paragraph and instruction, and names every witness to avoid', async () => {
    const flat = `${pdfText(await renderWillPdf(draft))} ${pdfText(await renderSigningGuidePdf(draft))}`.replace(/\s+/g, ' ');
    const paragraphs = [...draft.clauses, ...draft.signingInstructions.steps].flatMap((s) => s.paragraphs);
    for (const p of paragraphs) {
      // A paragraph may run over a page break, where the footer interrupts it; its opening words never are.
      expect(flat).toContain(p.text.split(' ').slice(0, 8).join(' '));
      for (const item of p.items ?? []) expect(flat).toContain(item.text.split(' ').slice(0, 6).join(' '));
    }
  });

  it('gives the same bytes for the same input, and different ones for a different day', async () => {
    const first = await renderWillPdf(draft);
    const again = await renderWillPdf(draftWill(structuredClone(largeWill()), LARGE_WILL_TODAY));
    expect(again.equals(first)).toBe(true);
    const later = await renderWillPdf(draftWill(largeWill(), '2026-11-23'));
    expect(later.equals(first)).toBe(false);
    expect(first.toString('latin1')).toContain('(D:20261122000000Z)');
  });

  it('embeds its own font rather than a standard one', async () => {
    const bytes = (await renderWillPdf(draft)).toString('latin1');
    expect(bytes).toContain('/FontFile2');
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSerif\b/);
    expect(bytes).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('marks every page of a draft DRAFT, and no page of a final will', async () => {
    const pdf = await renderWillPdf(draft);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page++) expect(watermarkLetters(pdf, page)).toBe('ADFRT');
    const final = await renderWillPdf(draftWill(largeWill(), LARGE_WILL_TODAY, { draft: false }));
    expect(watermarkLetters(final, 1)).toBe('');
    expect(pdfText(final)).not.toContain(draft.labels.draftNotice.slice(0, 30));
  });

  it("foots each page with the testator's name and its number; the will's pages have an initials box, the guide's none", async () => {
    const pageTexts = (pdf: Buffer) => Array.from({ length: pageCount(pdf) }, (_, i) => pdfText(pdf, '-f', String(i + 1), '-l', String(i + 1)));
    const will = pageTexts(await renderWillPdf(draft));
    will.forEach((text, i) => {
      expect(text).toContain('Will of Eleanor Margaret Whitfield-Jones');
      expect(text).toContain(`Page ${i + 1} of ${will.length}`);
      expect(text).toContain('Initials');
    });
    expect(will[will.length - 1]).toContain('Second witness');
    const guide = pageTexts(await renderSigningGuidePdf(draft));
    guide.forEach((text, i) => {
      expect(text).toContain('Will of Eleanor Margaret Whitfield-Jones');
      expect(text).toContain(`Signing instructions, page ${i + 1} of ${guide.length}`);
      expect(text).not.toContain('Initials');
    });
  });

  it('lists the warnings at the top of a draft', async () => {
    const will = largeWill();
    will.executors = [];
    const text = pdfText(await renderWillPdf(draftWill(will, LARGE_WILL_TODAY)));
    expectInOrder(text, ['Please check these points before your will is finalised', 'You must allocate one or more executors.', '1. Declaration']);
  });
});
