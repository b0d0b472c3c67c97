import type { DraftDocument } from '../../../engine/drafting/draft-document';
import { renderDocument, type DocumentSpec } from './pdf-document';
import { LAYOUT } from './pdf-layout';
import { contentWidth } from './pdf-text';
import { awaitingNotes, paragraphsOf } from './draft-notes';
import { signatureBoxes } from './signature-boxes';

/** How many lines of the will's text before the signing clause stay on the signatures' page. */
const TEXT_WITH_SIGNATURES = 2;

/**
 * The will alone, to print, sign and keep whole: the title, any warnings (drafts only), the numbered clauses, and
 * the signing clause with the signature boxes, which always share a page with the end of the will's text (the last
 * lines of the clause before it). A page left more than a third empty before the signatures is ruled off. Footed
 * 'Page N of M' with an initials box; watermarked DRAFT for a draft.
 */
export function willSpec(draft: DraftDocument): DocumentSpec {
  const { labels } = draft;
  return {
    title: draft.title,
    furniture: { draft: draft.draft, mark: labels.draftMark, footerName: labels.footerName, pageOf: labels.pageOf, initials: labels.initials },
    ruleOff: labels.restOfPageBlank,
    build(flow, doc) {
      flow.title(draft.title, LAYOUT.title, draft.draft ? [...paragraphsOf(labels.preparedOn), ...paragraphsOf(labels.draftNotice), ...awaitingNotes(draft)] : []);
      if (draft.draft && draft.warnings.length > 0) {
        flow.heading(labels.warningsHeading, LAYOUT.body);
        for (const warning of draft.warnings) flow.paragraph({ text: warning.message, number: '•' });
        const width = contentWidth(doc);
        flow.box(14, (d, x, y) => d.moveTo(x, y + 7).lineTo(x + width, y + 7).lineWidth(0.6).strokeColor(LAYOUT.muted).stroke(), 6);
      }
      for (const clause of draft.clauses) {
        if (clause.signatures) flow.keepLast(TEXT_WITH_SIGNATURES);
        const from = flow.lines.length;
        flow.heading(`${clause.number}. ${clause.heading}`);
        for (const p of clause.paragraphs) flow.paragraph(p);
        if (clause.signatures) {
          flow.keepFrom(from);
          signatureBoxes(flow, doc, clause.signatures);
        }
      }
    },
  };
}

/** The will as a PDF (see willSpec). The same document always gives the same bytes. */
export function renderWillPdf(draft: DraftDocument): Promise<Buffer> {
  return renderDocument(draft, willSpec(draft));
}
