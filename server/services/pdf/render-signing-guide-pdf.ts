import type { DraftDocument } from '../../../engine/drafting/draft-document';
import { renderDocument, type DocumentSpec } from './pdf-document';
import { LAYOUT } from './pdf-layout';
import { awaitingNotes, paragraphsOf } from './draft-notes';

/** The signing guide, a document of its own to read (never attached to the will): its title, intro and numbered steps. */
export function signingGuideSpec(draft: DraftDocument): DocumentSpec {
  const { labels, signingInstructions: guide } = draft;
  return {
    title: guide.heading,
    furniture: { draft: draft.draft, mark: labels.draftMark, footerName: labels.footerName, pageOf: labels.instructionsPageOf, initials: null },
    build(flow) {
      flow.title(guide.heading, LAYOUT.title - 2, awaitingNotes(draft));
      for (const text of paragraphsOf(guide.intro)) flow.paragraph({ text });
      for (const step of guide.steps) {
        flow.heading(`${step.number}. ${step.heading}`, LAYOUT.body + 0.5);
        for (const p of step.paragraphs) flow.paragraph(p);
      }
    },
  };
}

/** The signing guide as a PDF (see signingGuideSpec). */
export function renderSigningGuidePdf(draft: DraftDocument): Promise<Buffer> {
  return renderDocument(draft, signingGuideSpec(draft));
}
