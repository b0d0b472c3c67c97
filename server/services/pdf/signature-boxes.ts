import type { SignatureBlock, SignatureParty } from '../../../engine/drafting/draft-document';
import { FONT, LAYOUT } from './pdf-layout';
import { contentWidth, ensureSpace } from './pdf-text';

const ROW = 26;
const HEADING = 20;
const GAP = 24;

function partyHeight(party: SignatureParty): number {
  return HEADING + party.fields.length * ROW;
}

/** One signer's box: a bold heading, then a labelled line to write on for each field. Returns the height used. */
function partyBox(doc: PDFKit.PDFDocument, party: SignatureParty, x: number, y: number, width: number): number {
  doc.font(FONT.bold).fontSize(LAYOUT.body).fillColor(LAYOUT.ink).text(party.heading, x, y, { width, lineBreak: false });
  const labelWidth = 70;
  party.fields.forEach((label, i) => {
    const lineY = y + HEADING + (i + 1) * ROW - 6;
    if (label) doc.font(FONT.regular).fontSize(LAYOUT.small).fillColor(LAYOUT.muted).text(label, x, lineY - 10, { width: labelWidth, lineBreak: false });
    doc.moveTo(x + labelWidth, lineY).lineTo(x + width, lineY).lineWidth(0.6).strokeColor(LAYOUT.muted).stroke();
  });
  return partyHeight(party);
}

/**
 * The testator's signature and date lines, then the two witnesses' boxes side by side, kept together on one page
 * so the signatures follow the attestation clause directly.
 */
export function signatureBoxes(doc: PDFKit.PDFDocument, block: SignatureBlock): void {
  const width = contentWidth(doc);
  const witnessHeight = Math.max(0, ...block.witnesses.map(partyHeight));
  ensureSpace(doc, partyHeight(block.testator) + GAP + witnessHeight + GAP);
  const x = doc.page.margins.left;
  let y = doc.y + 6;
  y += partyBox(doc, block.testator, x, y, width * 0.62) + GAP;
  const columns = Math.max(1, block.witnesses.length);
  const columnWidth = (width - GAP * (columns - 1)) / columns;
  block.witnesses.forEach((party, i) => partyBox(doc, party, x + i * (columnWidth + GAP), y, columnWidth));
  doc.x = x;
  doc.y = y + witnessHeight + GAP;
}
