/**
 * A small page-flow engine for the documents: text is broken into lines up front, each line says whether it must
 * stay on the same page as the next, and pages are filled group by group. This gives the will's layout rules:
 * a heading never ends a page, no paragraph leaves a single line at the foot or head of a page (orphans and widows),
 * and the signing clause and signature boxes stay on one page with the end of the will's text. A page the rules
 * leave more than a third empty before the end of the text is ruled off (ruleOffShortPages).
 */

/** What a line of the flow is, for tests and the rules above. */
export type LineRole = 'heading' | 'text' | 'box';

export interface FlowLine {
  role: LineRole;
  /** Which paragraph (or heading, or box) of the document the line belongs to: lines of one block share it. */
  block: number;
  /** The line's text, for headings and text ('' for a box). */
  text: string;
  height: number;
  /** Space above the line, dropped when it opens a page. */
  spaceBefore: number;
  /** True when this line must be on the same page as the next one. */
  keepWithNext: boolean;
  draw: (doc: PDFKit.PDFDocument, y: number) => void;
}

/** Breaks `text` into lines no wider than `width` in the document's current font: at spaces, or inside a word too long for a line. */
export function wrapText(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  const space = doc.widthOfString(' ');
  for (const source of text.split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0;
    // Each word is measured once and the line's width summed, so a long paragraph costs one measure a word.
    for (const word of source.split(/\s+/).filter(Boolean)) {
      const wordWidth = doc.widthOfString(word);
      if (line && lineWidth + space + wordWidth <= width) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      let restWidth = wordWidth;
      while (restWidth > width) {
        let cut = rest.length - 1;
        while (cut > 1 && doc.widthOfString(rest.slice(0, cut)) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
        restWidth = doc.widthOfString(rest);
      }
      line = rest;
      lineWidth = restWidth;
    }
    lines.push(line);
  }
  return lines.length > 0 ? lines : [''];
}

/** Marks a block's lines so neither its first nor its last line is left alone on a page (a two-line block stays whole). */
export function keepOrphansAndWidows(lines: FlowLine[]): FlowLine[] {
  if (lines.length >= 2) {
    lines[0]!.keepWithNext = true;
    lines[lines.length - 2]!.keepWithNext = true;
  }
  return lines;
}

/** The runs of lines that must share a page: each ends at a line that does not keep with the next. */
function groups(lines: FlowLine[]): FlowLine[][] {
  const out: FlowLine[][] = [];
  let current: FlowLine[] = [];
  for (const line of lines) {
    current.push(line);
    if (!line.keepWithNext) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** One page of laid-out lines, each with the y it is drawn at. */
export type LaidPage = { line: FlowLine; y: number }[];

/**
 * Fills pages from `top` to `bottom` with the lines in order, starting a new page before any group of kept-together
 * lines that does not fit. A group taller than a whole page (which no real will has) is broken where it must be.
 */
export function paginate(lines: FlowLine[], top: number, bottom: number, firstPageTop: number = top): LaidPage[] {
  const pages: LaidPage[] = [[]];
  let y = firstPageTop;
  const heightOf = (group: FlowLine[], atTop: boolean) => group.reduce((sum, l, i) => sum + l.height + (i === 0 && atTop ? 0 : l.spaceBefore), 0);
  const newPage = () => {
    pages.push([]);
    y = top;
  };
  const place = (line: FlowLine) => {
    const page = pages[pages.length - 1]!;
    if (page.length > 0) y += line.spaceBefore;
    page.push({ line, y });
    y += line.height;
  };
  for (const group of groups(lines)) {
    const page = pages[pages.length - 1]!;
    if (y + heightOf(group, page.length === 0) > bottom && page.length > 0) newPage();
    for (const line of group) {
      const current = pages[pages.length - 1]!;
      if (current.length > 0 && y + line.spaceBefore + line.height > bottom) newPage();
      place(line);
    }
  }
  return pages;
}

/** Draws laid-out pages into `doc`: the first on its current page, each later one on a new page. */
export function drawPages(doc: PDFKit.PDFDocument, pages: LaidPage[]): void {
  pages.forEach((page, i) => {
    if (i > 0) doc.addPage();
    // The lines are placed already: pdfkit must not start a page of its own for one that ends near the margin.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    for (const { line, y } of page) line.draw(doc, y);
    doc.page.margins.bottom = bottom;
  });
}

/** The part of a page's height that may be left empty above the foot before the page is ruled off. */
export const MOST_EMPTY = 1 / 3;

/**
 * Rules off each page but the last whose text ends more than a third of the page above its foot, so nothing can be
 * written in after signing: `mark(y, room)` is the line drawn at `y` under the page's last line (with `room` points
 * to the foot), placed on the page without moving what is there.
 */
export function ruleOffShortPages(pages: LaidPage[], top: number, bottom: number, mark: (room: number) => FlowLine): LaidPage[] {
  return pages.map((page, i) => {
    const last = page[page.length - 1];
    if (i === pages.length - 1 || !last) return page;
    const end = last.y + last.line.height;
    const room = bottom - end;
    if (room <= (bottom - top) * MOST_EMPTY) return page;
    const line = mark(room);
    return [...page, { line, y: end + line.spaceBefore }];
  });
}
