import type { SignatureBlock, SignatureParty } from '../../../engine/drafting/draft-document';
import { wrapText } from './pdf-flow';
import { FONT, LAYOUT } from './pdf-layout';
import { contentWidth, type FlowBuilder } from './pdf-text';

const ROW = 26;
const GAP = 24;
const LABEL_WIDTH = 70;

function headingLines(doc: PDFKit.PDFDocument, party: SignatureParty, width: number): string[] {
  doc.font(FONT.bold).fontSize(LAYOUT.body);
  return wrapText(doc, party.heading, width);
}

function headingLineHeight(doc: PDFKit.PDFDocument): number {
  doc.font(FONT.bold).fontSize(LAYOUT.body);
  return doc.currentLineHeight(true) + LAYOUT.lineGap;
}

/**
 * How tall one signer's box is at `width`: its heading, wrapped at `headingWidth` (a long name never runs over the
 * lines), then a row per field.
 */
function partyHeight(doc: PDFKit.PDFDocument, party: SignatureParty, width: number, headingWidth: number = width): number {
  return headingLines(doc, party, headingWidth).length * headingLineHeight(doc) + 6 + party.fields.length * ROW;
}

/** One signer's box: a bold heading wrapped at `headingWidth`, then a labelled line `width` long to write on for each field. */
function partyBox(doc: PDFKit.PDFDocument, party: SignatureParty, x: number, y: number, width: number, headingWidth: number = width): void {
  const lines = headingLines(doc, party, headingWidth);
  const lineHeight = headingLineHeight(doc);
  doc.font(FONT.bold).fontSize(LAYOUT.body).fillColor(LAYOUT.ink).fillOpacity(1);
  lines.forEach((line, i) => doc.text(line, x, y + i * lineHeight, { lineBreak: false }));
  const top = y + lines.length * lineHeight + 6;
  party.fields.forEach((label, i) => {
    const lineY = top + (i + 1) * ROW - 6;
    if (label) doc.font(FONT.regular).fontSize(LAYOUT.small).fillColor(LAYOUT.muted).text(label, x, lineY - 10, { width: LABEL_WIDTH, lineBreak: false });
    doc.moveTo(x + LABEL_WIDTH, lineY).lineTo(x + width, lineY).lineWidth(0.6).strokeColor(LAYOUT.muted).stroke();
  });
}

/**
 * One signer's box (the testator's, or the letter of wishes' signer) as a single unbreakable line of the flow: the
 * lines to write on take part of the width, and the heading the whole line, so a name that fits is not wrapped.
 */
export function signerBox(flow: FlowBuilder, doc: PDFKit.PDFDocument, party: SignatureParty) {
  const headingWidth = contentWidth(doc);
  const width = headingWidth * 0.62;
  return flow.box(partyHeight(doc, party, width, headingWidth), (d, x, y) => partyBox(d, party, x, y, width, headingWidth), GAP);
}

/**
 * The testator's signature and date lines, then the two witnesses' boxes side by side, each drawn whole; the
 * testator's box is kept on the witnesses' page. Returns nothing: the lines go into `flow`.
 */
export function signatureBoxes(flow: FlowBuilder, doc: PDFKit.PDFDocument, block: SignatureBlock): void {
  signerBox(flow, doc, block.testator).keepWithNext = true;
  const columns = Math.max(1, block.witnesses.length);
  const columnWidth = (contentWidth(doc) - GAP * (columns - 1)) / columns;
  const height = Math.max(0, ...block.witnesses.map((party) => partyHeight(doc, party, columnWidth)));
  flow.box(
    height,
    (d, x, y) => block.witnesses.forEach((party, i) => partyBox(d, party, x + i * (columnWidth + GAP), y, columnWidth)),
    GAP,
  );
}
