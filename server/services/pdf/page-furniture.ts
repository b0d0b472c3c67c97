import { interpolate } from '../../../engine/interpolate';
import type { DraftDocument } from '../../../engine/drafting/draft-document';
import { FONT, LAYOUT } from './pdf-layout';

const INITIALS_BOX = { width: 78, height: 30 } as const;

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

/** The footer: the testator's name over the page number on the left and, on the will's own pages, a box for initials on the right. */
function footer(doc: PDFKit.PDFDocument, name: string, pageText: string, initials: string | null): void {
  const { width, height, margins } = doc.page;
  const y = height - LAYOUT.footerFromBottom;
  const textWidth = width - margins.left - margins.right - INITIALS_BOX.width - 16;
  doc.font(FONT.regular).fontSize(LAYOUT.small).fillColor(LAYOUT.muted).fillOpacity(1);
  // One line each; a very long name is cut short with an ellipsis rather than running into the box.
  const line = doc.currentLineHeight(true);
  doc.text(name, margins.left, y - line / 2, { width: textWidth, height: line, ellipsis: true });
  doc.text(pageText, margins.left, y + line / 2 + 2, { width: textWidth, height: line, ellipsis: true });
  if (initials !== null) {
    const boxX = width - margins.right - INITIALS_BOX.width;
    const boxY = y - INITIALS_BOX.height / 2 + 4;
    doc.rect(boxX, boxY, INITIALS_BOX.width, INITIALS_BOX.height).lineWidth(0.6).strokeColor(LAYOUT.muted).stroke();
    doc.fontSize(6.5).text(initials, boxX + 4, boxY + 3, { width: INITIALS_BOX.width - 8, lineBreak: false });
  }
}

/**
 * Draws every buffered page's furniture once the layout is done: the DRAFT watermark on each page of a draft, and
 * footers numbered 'Page N of M' over the will's pages and separately over the signing instructions' pages, which
 * are not part of the will and carry no initials box. `instructionsStart` is the first instructions page's index.
 */
export function drawPageFurniture(doc: PDFKit.PDFDocument, draft: DraftDocument, instructionsStart: number): void {
  const { start, count } = doc.bufferedPageRange();
  const { labels } = draft;
  const willPages = instructionsStart - start;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Footer text sits inside the bottom margin; without this pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (draft.draft) watermark(doc, labels.draftMark);
    const inWill = i < instructionsStart;
    const pageText = inWill
      ? interpolate(labels.pageOf, { page: i - start + 1, pages: willPages })
      : interpolate(labels.instructionsPageOf, { page: i - instructionsStart + 1, pages: count - willPages });
    footer(doc, labels.footerName, pageText, inWill ? labels.initials : null);
    doc.page.margins.bottom = bottom;
  }
}
