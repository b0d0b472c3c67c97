import type { DraftDocument, LetterOfWishes } from '../../../engine/drafting/draft-document';
import { renderDocument, type DocumentSpec } from './pdf-document';
import { LAYOUT } from './pdf-layout';
import { awaitingNotes, paragraphsOf } from './draft-notes';
import { signerBox } from './signature-boxes';

/** The letter of wishes: its title, the notice that it is not part of the will, not binding and private, its sections, and a line to sign and date. */
export function letterOfWishesSpec(draft: DraftDocument, letter: LetterOfWishes): DocumentSpec {
  const { labels } = draft;
  return {
    title: letter.title,
    furniture: { draft: draft.draft, mark: labels.draftMark, footerName: labels.footerName, pageOf: labels.letterPageOf, initials: null },
    build(flow, doc) {
      flow.title(letter.title, LAYOUT.title - 2, awaitingNotes(draft));
      for (const text of paragraphsOf(letter.notice)) flow.paragraph({ text });
      for (const section of letter.sections) {
        flow.heading(section.heading, LAYOUT.body + 0.5);
        for (const p of section.paragraphs) flow.paragraph(p);
      }
      flow.keepLast(2);
      signerBox(flow, doc, letter.signature);
    },
  };
}

/** The letter of wishes as a PDF, or null when the draft has none (nothing to put in it). */
export async function renderLetterOfWishesPdf(draft: DraftDocument): Promise<Buffer | null> {
  return draft.letterOfWishes ? renderDocument(draft, letterOfWishesSpec(draft, draft.letterOfWishes)) : null;
}
