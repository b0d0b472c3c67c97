import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create } from 'fontkit';

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
