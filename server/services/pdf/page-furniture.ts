import { interpolate } from '../../../engine/steps/interpolate';
import { wrapText } from './pdf-flow';
import { FONT, LAYOUT } from './pdf-layout';

const INITIALS_BOX = { width: 78, height: 30 } as const;
/** At most this many lines of the footer's name; a longer one (over 300 characters) ends with an ellipsis. */
const NAME_LINES = 4;

/** What every page of one document is footed and marked with. */
export interface Furniture {
  /** True for a draft: every page is watermarked with `mark`. */
  draft: boolean;
  mark: string;
  footerName: string;
  /** 'Page {page} of {pages}', or the signing guide's or letter's own wording. */
  pageOf: string;
  /** The initials box's label on the will's pages; null on the other documents. */
  initials: string | null;
}

/** 'DRAFT' in large light letters across the page diagonal. */
function watermark(doc: PDFKit.PDFDocument, mark: string): void {
  const { width, height } = doc.page;
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  doc.save();
  doc.rotate(angle, { origin: [width / 2, height / 2] });
  doc.font(FONT.bold).fontSize(130).fillColor(LAYOUT.watermark).fillOpacity(LAYOUT.watermarkOpacity);
  const textWidth = doc.widthOfString(mark);
  doc.text(mark, width / 2 - textWidth / 2, height / 2 - 65, { lineBreak: false });
  doc.restore();
}

/** The footer: the name (wrapped inside its column) over the page number on the left and, on the will's pages, a box for initials on the right. */
function footer(doc: PDFKit.PDFDocument, name: string, pageText: string, initials: string | null): void {
  const { width, height, margins } = doc.page;
  const top = height - LAYOUT.margins.bottom + 18;
  const textWidth = width - margins.left - margins.right - INITIALS_BOX.width - 16;
  doc.font(FONT.regular).fontSize(LAYOUT.small).fillColor(LAYOUT.muted).fillOpacity(1);
  const line = doc.currentLineHeight(true);
  let lines = wrapText(doc, name, textWidth);
  if (lines.length > NAME_LINES) lines = [...lines.slice(0, NAME_LINES - 1), `${lines[NAME_LINES - 1]!.replace(/.{0,2}$/, '')}…`];
  lines.forEach((text, i) => doc.text(text, margins.left, top + i * line, { lineBreak: false }));
  doc.text(pageText, margins.left, top + lines.length * line + 2, { lineBreak: false });
  if (initials !== null) {
    const boxX = width - margins.right - INITIALS_BOX.width;
    doc.rect(boxX, top, INITIALS_BOX.width, INITIALS_BOX.height).lineWidth(0.6).strokeColor(LAYOUT.muted).stroke();
    doc.fontSize(6.5).text(initials, boxX + 4, top + 3, { width: INITIALS_BOX.width - 8, lineBreak: false });
  }
}

/**
 * Draws every buffered page's furniture once the layout is done: the DRAFT watermark on each page of a draft, and a
 * footer numbered 'Page N of M' (in the document's own wording) with, on the will's pages, a box for initials.
 */
export function drawPageFurniture(doc: PDFKit.PDFDocument, furniture: Furniture): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Footer text sits inside the bottom margin; without this pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (furniture.draft) watermark(doc, furniture.mark);
    footer(doc, furniture.footerName, interpolate(furniture.pageOf, { page: i - start + 1, pages: count }), furniture.initials);
    doc.page.margins.bottom = bottom;
  }
}
