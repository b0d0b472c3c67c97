import type { ListItem, Paragraph } from '../../../engine/drafting/draft-document';
import { FONT, LAYOUT } from './pdf-layout';

/** Starts a new page unless `height` points fit above the bottom margin. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function lineHeight(doc: PDFKit.PDFDocument): number {
  return doc.currentLineHeight(true) + LAYOUT.lineGap;
}

/** A bold heading kept with at least three lines of what follows it. */
export function heading(doc: PDFKit.PDFDocument, text: string, size: number = LAYOUT.heading): void {
  doc.font(FONT.bold).fontSize(size);
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 3 * lineHeight(doc));
  doc.fillColor(LAYOUT.ink).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.35);
}

function item(doc: PDFKit.PDFDocument, entry: ListItem, indent: number): void {
  const x = doc.page.margins.left + indent;
  const textX = x + LAYOUT.labelWidth;
  const width = contentWidth(doc) - indent - LAYOUT.labelWidth;
  ensureSpace(doc, lineHeight(doc));
  const y = doc.y;
  if (entry.label) doc.text(entry.label, x, y, { width: LAYOUT.labelWidth, lineBreak: false });
  doc.text(entry.text, textX, y, { width, lineGap: LAYOUT.lineGap });
  doc.moveDown(0.15);
}

/**
 * A paragraph with its number in a hanging column (unnumbered paragraphs align with numbered ones) and any list
 * under it, never starting on the last line of a page.
 */
export function paragraph(doc: PDFKit.PDFDocument, p: Paragraph): void {
  doc.font(FONT.regular).fontSize(LAYOUT.body).fillColor(LAYOUT.ink);
  const x = doc.page.margins.left;
  const width = contentWidth(doc) - LAYOUT.numberWidth;
  ensureSpace(doc, 2 * lineHeight(doc));
  const y = doc.y;
  if (p.number) doc.text(p.number, x, y, { width: LAYOUT.numberWidth, lineBreak: false });
  doc.text(p.text, x + LAYOUT.numberWidth, y, { width, lineGap: LAYOUT.lineGap });
  if (p.items?.length) {
    doc.moveDown(0.25);
    for (const entry of p.items) item(doc, entry, LAYOUT.numberWidth);
  }
  doc.moveDown(0.5);
}
