import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create } from 'fontkit';
import { FONT } from './pdf-layout';

/**
 * The fonts embedded in every will: DejaVu Serif and DejaVu Serif Bold, shipped beside this file with their licence
 * (fonts/LICENSE) so a fresh machine renders the same bytes as this one.
 */
export const FONT_PATHS = {
  regular: fileURLToPath(new URL('./fonts/DejaVuSerif.ttf', import.meta.url)),
  bold: fileURLToPath(new URL('./fonts/DejaVuSerif-Bold.ttf', import.meta.url)),
} as const;

/** A font parsed by fontkit, which pdfkit accepts in place of font bytes. */
export type ParsedFont = object;

let parsed: { regular: ParsedFont; bold: ParsedFont } | null = null;

/**
 * The fonts parsed once per process and shared by every PDF: pdfkit would otherwise re-parse both files for each
 * document, most of a render's time. Each document still makes its own subset. Throws at first use when a shipped
 * font file is missing.
 */
export function parsedFonts(): { regular: ParsedFont; bold: ParsedFont } {
  parsed ??= { regular: create(readFileSync(FONT_PATHS.regular)), bold: create(readFileSync(FONT_PATHS.bold)) };
  return parsed;
}

/**
 * How many shaped words each font's shared layout cache may hold before it is dropped and refilled from the next
 * document (about 1.7 KB a word, so at most some 9 MB a font). The large test will uses about 730 distinct words in
 * the regular font and 80 in bold, most of them the clauses' and instructions' fixed text; the rest are names,
 * addresses and gifts, which this bound keeps from piling up in a long-running process.
 */
export const MAX_SHARED_WORDS = 5_000;

/** Per font name, the words pdfkit has shaped in earlier documents (word → fontkit glyph run, in font units). */
const sharedLayouts = new Map<string, Record<string, unknown>>();

/** Forgets every shaped word, as a fresh process would (for tests that compare a cold render with a warm one). */
export function clearSharedLayouts(): void {
  sharedLayouts.clear();
}

/** The number of shaped words held for a font name, for tests. */
export function sharedLayoutSize(name: string): number {
  const cache = sharedLayouts.get(name);
  return cache ? Object.keys(cache).length : 0;
}

/** pdfkit's embedded font as far as this file uses it: its per-document cache of shaped words (fontLayoutCache). */
type EmbeddedFont = { layoutCache?: Record<string, unknown> };

/**
 * Registers the will's two fonts with `doc` and opens them, bold then regular (the order the will first uses them,
 * so the font resource names are those a lazy first use would give), so that both share one cache of shaped words
 * across documents. pdfkit shapes each distinct word once per document with fontkit (GSUB/GPOS lookups) and caches
 * the result on the document's font object; the shapes depend only on the font and the word, so a cache kept from
 * earlier documents gives the same glyphs and advances, and the same bytes, while sparing most of the text layout.
 * Each document still encodes its own glyphs into its own subset. Leaves the regular font current.
 */
export function openWillFonts(doc: PDFKit.PDFDocument): void {
  const fonts = parsedFonts();
  // pdfkit's types list only paths and bytes, but it takes a parsed fontkit font too (PDFFontFactory.open).
  doc.registerFont(FONT.regular, fonts.regular as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as Buffer);
  for (const name of [FONT.bold, FONT.regular]) {
    doc.font(name);
    const font = (doc as unknown as { _font: EmbeddedFont })._font;
    // Only when pdfkit keeps such a cache (fontLayoutCache is on by default); otherwise each document shapes afresh.
    if (typeof font.layoutCache !== 'object' || font.layoutCache === null) continue;
    const shared = sharedLayouts.get(name);
    if (shared && Object.keys(shared).length <= MAX_SHARED_WORDS) font.layoutCache = shared;
    else sharedLayouts.set(name, font.layoutCache);
  }
}
