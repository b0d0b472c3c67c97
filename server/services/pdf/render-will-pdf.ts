import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { interpolate } from '../../../engine/interpolate';
import { longDate } from '../../../engine/drafting/long-date';
import type { DraftDocument } from '../../../engine/drafting/draft-document';
import { drawPageFurniture } from './page-furniture';
import { parsedFonts } from './pdf-fonts';
import { FONT, LAYOUT } from './pdf-layout';
import { contentWidth, heading, paragraph } from './pdf-text';
import { signatureBoxes } from './signature-boxes';

/**
 * Fixed metadata so the same draft always gives the same bytes: dates are the drafting day at midnight UTC, and the
 * file identifier (/ID, which pdfkit otherwise derives from the metadata only) is a hash of the whole document.
 */
function deterministicInfo(draft: DraftDocument): PDFKit.DocumentInfo {
  const day = new Date(`${draft.preparedOn}T00:00:00Z`);
  const date = Number.isNaN(day.getTime()) ? new Date(0) : day;
  return { Title: draft.title, Author: draft.testatorName, Creator: 'Will Writer', Producer: 'Will Writer', CreationDate: date, ModDate: date };
}

function setFileId(doc: PDFKit.PDFDocument, draft: DraftDocument): void {
  const id = createHash('sha256').update(JSON.stringify(draft)).digest().subarray(0, 16);
  (doc as unknown as { _id: Uint8Array })._id = new Uint8Array(id);
}

function titleBlock(doc: PDFKit.PDFDocument, draft: DraftDocument): void {
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(LAYOUT.title).fillColor(LAYOUT.ink).text(draft.title, { width, align: 'center' });
  doc.moveDown(0.4);
  if (draft.draft) {
    doc.font(FONT.regular).fontSize(LAYOUT.small).fillColor(LAYOUT.muted);
    doc.text(interpolate(draft.labels.preparedOn, { date: longDate(draft.preparedOn) }), { width, align: 'center' });
    doc.text(draft.labels.draftNotice, { width, align: 'center' });
  }
  doc.moveDown(1);
}

function warningsBlock(doc: PDFKit.PDFDocument, draft: DraftDocument): void {
  if (!draft.draft || draft.warnings.length === 0) return;
  heading(doc, draft.labels.warningsHeading, LAYOUT.body);
  for (const warning of draft.warnings) paragraph(doc, { text: warning.message, items: undefined, number: '•' });
  const x = doc.page.margins.left;
  doc.moveTo(x, doc.y).lineTo(x + contentWidth(doc), doc.y).lineWidth(0.6).strokeColor(LAYOUT.muted).stroke();
  doc.moveDown(1);
}

function willBody(doc: PDFKit.PDFDocument, draft: DraftDocument): void {
  for (const clause of draft.clauses) {
    heading(doc, `${clause.number}. ${clause.heading}`);
    for (const p of clause.paragraphs) paragraph(doc, p);
    if (clause.signatures) signatureBoxes(doc, clause.signatures);
    doc.moveDown(0.4);
  }
}

function instructions(doc: PDFKit.PDFDocument, draft: DraftDocument): void {
  const { heading: title, intro, steps } = draft.signingInstructions;
  doc.font(FONT.bold).fontSize(LAYOUT.title - 2).fillColor(LAYOUT.ink).text(title, { width: contentWidth(doc) });
  doc.moveDown(0.5);
  paragraph(doc, { text: intro });
  for (const step of steps) {
    heading(doc, `${step.number}. ${step.heading}`, LAYOUT.body + 0.5);
    for (const p of step.paragraphs) paragraph(doc, p);
  }
}

/**
 * The will as a PDF: an embedded DejaVu Serif font, the title, any warnings (drafts only), the numbered clauses and
 * signature boxes, then the signing instructions from a new page; every page footed with the testator's name and
 * page number ('Page N of M' over the will's pages, with an initials box), and watermarked DRAFT for a draft.
 * The same document always gives the same bytes.
 */
export function renderWillPdf(draft: DraftDocument): Promise<Buffer> {
  const fonts = parsedFonts();
  const doc = new PDFDocument({
    size: LAYOUT.size,
    margins: LAYOUT.margins,
    bufferPages: true,
    info: deterministicInfo(draft),
    lang: 'en-GB',
    displayTitle: true,
  });
  setFileId(doc, draft);
  // pdfkit's types list only paths and bytes, but it takes a parsed fontkit font too (PDFFontFactory.open).
  doc.registerFont(FONT.regular, fonts.regular as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  titleBlock(doc, draft);
  warningsBlock(doc, draft);
  willBody(doc, draft);
  doc.addPage();
  const instructionsStart = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
  instructions(doc, draft);
  drawPageFurniture(doc, draft, instructionsStart);
  doc.end();
  return done;
}
