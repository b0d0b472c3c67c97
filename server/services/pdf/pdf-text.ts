import type { ListItem, Paragraph } from '../../../engine/drafting/draft-document';
import { keepOrphansAndWidows, wrapText, type FlowLine, type LineRole } from './pdf-flow';
import { FONT, LAYOUT } from './pdf-layout';

type Style = { font: string; size: number; color: string };

const BODY: Style = { font: FONT.regular, size: LAYOUT.body, color: LAYOUT.ink };
const SMALL: Style = { font: FONT.regular, size: LAYOUT.small, color: LAYOUT.muted };

export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/**
 * Builds a document's flow of lines (pdf-flow.ts), measuring with `doc`'s fonts: titles, headings, numbered
 * paragraphs with their lists, and boxes drawn whole. Each text block keeps its first and last lines company.
 */
export class FlowBuilder {
  readonly lines: FlowLine[] = [];
  private blocks = 0;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private lineHeight(style: Style): number {
    this.doc.font(style.font).fontSize(style.size);
    return this.doc.currentLineHeight(true) + LAYOUT.lineGap;
  }

  /** Lines of `text` in `style`, wrapped to `width` from `x` (centred when asked), the first with `spaceBefore` and an optional hanging `label`. */
  private textLines(role: LineRole, text: string, style: Style, place: { x: number; width: number; center?: boolean; label?: string; labelWidth?: number }, spaceBefore: number): FlowLine[] {
    const doc = this.doc;
    const block = this.blocks++;
    doc.font(style.font).fontSize(style.size);
    const height = this.lineHeight(style);
    return wrapText(doc, text, place.width).map((line, i) => ({
      role,
      block,
      text: line,
      height,
      spaceBefore: i === 0 ? spaceBefore : 0,
      keepWithNext: false,
      draw: (d, y) => {
        d.font(style.font).fontSize(style.size).fillColor(style.color).fillOpacity(1);
        if (i === 0 && place.label) d.text(place.label, place.x - (place.labelWidth ?? 0), y, { lineBreak: false });
        const x = place.center ? place.x + (place.width - d.widthOfString(line)) / 2 : place.x;
        d.text(line, x, y, { lineBreak: false });
      },
    }));
  }

  private add(lines: FlowLine[]): FlowLine[] {
    this.lines.push(...lines);
    return lines;
  }

  /** A centred title (wrapped, never ending a page) and, under it, small centred notes. */
  title(text: string, size: number, notes: string[] = []): void {
    const width = contentWidth(this.doc);
    const x = this.doc.page.margins.left;
    const title = this.add(this.textLines('heading', text, { font: FONT.bold, size, color: LAYOUT.ink }, { x, width, center: true }, 0));
    title.forEach((l) => (l.keepWithNext = true));
    notes.forEach((note, i) => {
      const lines = this.add(keepOrphansAndWidows(this.textLines('text', note, SMALL, { x, width, center: true }, i === 0 ? 6 : 0)));
      lines.forEach((l) => (l.keepWithNext = true));
    });
    this.space(14);
  }

  /** A left-aligned bold heading, kept with what follows it: never the last line of a page. */
  heading(text: string, size: number = LAYOUT.heading): void {
    const lines = this.add(this.textLines('heading', text, { font: FONT.bold, size, color: LAYOUT.ink }, { x: this.doc.page.margins.left, width: contentWidth(this.doc) }, this.lines.length > 0 ? 8 : 0));
    lines.forEach((l) => (l.keepWithNext = true));
  }

  /** A paragraph with its number in a hanging column (unnumbered paragraphs align with numbered ones) and any list under it, the list kept with its opening line. */
  paragraph(p: Paragraph, options: { small?: boolean } = {}): void {
    const style = options.small ? SMALL : BODY;
    const x = this.doc.page.margins.left + LAYOUT.numberWidth;
    const width = contentWidth(this.doc) - LAYOUT.numberWidth;
    const lines = this.add(keepOrphansAndWidows(this.textLines('text', p.text, style, { x, width, label: p.number, labelWidth: LAYOUT.numberWidth }, this.lineHeight(style) * 0.5)));
    if (p.items?.length) {
      lines[lines.length - 1]!.keepWithNext = true;
      for (const entry of p.items) this.item(entry, style);
    }
  }

  private item(entry: ListItem, style: Style): void {
    const x = this.doc.page.margins.left + LAYOUT.numberWidth + LAYOUT.labelWidth;
    const width = contentWidth(this.doc) - LAYOUT.numberWidth - LAYOUT.labelWidth;
    this.add(keepOrphansAndWidows(this.textLines('text', entry.text, style, { x, width, label: entry.label, labelWidth: LAYOUT.labelWidth }, this.lineHeight(style) * 0.2)));
  }

  /** Something drawn whole (a signature box, a rule) `height` points tall, at the left margin. */
  box(height: number, draw: (doc: PDFKit.PDFDocument, x: number, y: number) => void, spaceBefore = 0): FlowLine {
    const line: FlowLine = { role: 'box', block: this.blocks++, text: '', height, spaceBefore, keepWithNext: false, draw: (d, y) => draw(d, d.page.margins.left, y) };
    this.lines.push(line);
    return line;
  }

  /** Empty space below the last line (dropped at the top of a page, like any space before). */
  space(points: number): void {
    const last = this.lines[this.lines.length - 1];
    if (last) last.height += points;
  }

  /** Keeps the last `count` lines so far, and everything added after them up to the next call to `release`, on one page. */
  keepLast(count: number): void {
    this.lines.slice(-count).forEach((l) => (l.keepWithNext = true));
  }

  /** Marks every line from `from` (an index into `lines`) to the end as kept with the next. */
  keepFrom(from: number): void {
    this.lines.slice(from).forEach((l) => (l.keepWithNext = true));
  }
}
