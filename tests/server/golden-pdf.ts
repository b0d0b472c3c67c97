/**
 * Reading a drawn PDF back for the golden wills tests: its text page by page and its words with their boxes
 * (poppler's pdftotext), and the page layout rules every document keeps.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { LaidPage } from '../../server/services/pdf/pdf-flow';

export type Word = { page: number; xMin: number; yMin: number; xMax: number; yMax: number; text: string };

/** A reader writing its PDFs under a fresh temporary folder; call `cleanUp` after the tests. */
export function pdfReader(prefix: string): { readBack: (pdf: Uint8Array) => { pages: string[]; words: Word[] }; cleanUp: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let files = 0;
  return {
    readBack(pdf) {
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
    },
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Text with every run of white space (line ends, layout gaps) as one space. */
export const flat = (s: string) => s.replace(/\s+/g, ' ');

/** The layout rules every document keeps: no heading ends a page, no text block leaves one line alone at a page's foot or head, no page holds a single line. */
export function expectWellLaidOut(pages: LaidPage[]): void {
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
