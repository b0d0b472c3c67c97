import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { DraftDocument } from '../../../engine/drafting/draft-document';
import { languagesOf } from '../../../engine/drafting/will-language';
import type { Language } from '../../../engine/i18n/language';
import { drawPageFurniture, type Furniture } from './page-furniture';
import { drawPages, paginate, ruleOffShortPages, type FlowLine, type LaidPage } from './pdf-flow';
import { parsedFonts } from './pdf-fonts';
import { FONT, LAYOUT } from './pdf-layout';
import { FlowBuilder } from './pdf-text';

/** One of the documents drawn from a draft: its title, how its lines flow, and its page furniture. */
export interface DocumentSpec {
  title: string;
  build: (flow: FlowBuilder, doc: PDFKit.PDFDocument) => void;
  furniture: Furniture;
  /** The note that rules off a page left more than a third empty inside the text (the will's); none for the others. */
  ruleOff?: string;
  /** The language the document is written in, when it is not the draft's own (the record of instructions follows its reader). */
  language?: Language;
}

/** The ruling-off mark: the note centred in small type, and a diagonal rule across the empty space down to the foot. */
function ruleOffMark(doc: PDFKit.PDFDocument, note: string): (room: number) => FlowLine {
  return (room) => {
    const spaceBefore = 12;
    return {
      role: 'text',
      block: -1,
      text: note,
      height: room - spaceBefore,
      spaceBefore,
      keepWithNext: false,
      draw: (d, y) => {
        const { left, right } = d.page.margins;
        const width = d.page.width - left - right;
        d.font(FONT.regular).fontSize(LAYOUT.small).fillColor(LAYOUT.muted).fillOpacity(1);
        d.text(note, left + (width - d.widthOfString(note)) / 2, y, { lineBreak: false });
        const from = y + d.currentLineHeight(true) + 4;
        d.moveTo(left, from).lineTo(left + width, y + room - spaceBefore - 4).lineWidth(0.6).strokeColor(LAYOUT.muted).stroke();
      },
    };
  };
}

function newDocument(draft: DraftDocument, spec: DocumentSpec): PDFKit.PDFDocument {
  // Fixed metadata so the same draft always gives the same bytes: dates are the drafting day at midnight UTC.
  const day = new Date(`${draft.preparedOn}T00:00:00Z`);
  const date = Number.isNaN(day.getTime()) ? new Date(0) : day;
  const doc = new PDFDocument({
    size: LAYOUT.size,
    margins: LAYOUT.margins,
    bufferPages: true,
    info: { Title: spec.title, Author: draft.testatorName, Creator: 'Will Writer', Producer: 'Will Writer', CreationDate: date, ModDate: date },
    // The catalogue's language, for screen readers: a bilingual will's first language (Welsh: it comes first).
    lang: `${spec.language ?? languagesOf(draft.language)[0]}-GB`,
    displayTitle: true,
  });
  // The file identifier (/ID), which pdfkit otherwise derives from the metadata only, is a hash of the whole document.
  const id = createHash('sha256').update(JSON.stringify(draft)).update(spec.title).digest().subarray(0, 16);
  (doc as unknown as { _id: Uint8Array })._id = new Uint8Array(id);
  // pdfkit's types list only paths and bytes, but it takes a parsed fontkit font too (PDFFontFactory.open).
  const fonts = parsedFonts();
  doc.registerFont(FONT.regular, fonts.regular as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as Buffer);
  return doc;
}

function laidOut(doc: PDFKit.PDFDocument, spec: DocumentSpec): LaidPage[] {
  const flow = new FlowBuilder(doc);
  spec.build(flow, doc);
  const { margins, height } = doc.page;
  const pages = paginate(flow.lines, margins.top, height - margins.bottom);
  return spec.ruleOff ? ruleOffShortPages(pages, margins.top, height - margins.bottom, ruleOffMark(doc, spec.ruleOff)) : pages;
}

/** The pages of a document as laid out, without drawing them: for tests of the layout rules. */
export function documentLayout(draft: DraftDocument, spec: DocumentSpec): LaidPage[] {
  return laidOut(newDocument(draft, spec), spec);
}

/** Draws a document as a PDF with its page furniture and an embedded DejaVu Serif font; the same input always gives the same bytes. */
export function renderDocument(draft: DraftDocument, spec: DocumentSpec): Promise<Buffer> {
  const doc = newDocument(draft, spec);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawPages(doc, laidOut(doc, spec));
  drawPageFurniture(doc, spec.furniture);
  doc.end();
  return done;
}
