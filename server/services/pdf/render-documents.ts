import type { DraftDocument } from '../../../engine/drafting/draft-document';
import { renderLetterOfWishesPdf } from './render-letter-of-wishes-pdf';
import { renderSigningGuidePdf } from './render-signing-guide-pdf';
import { renderWillPdf } from './render-will-pdf';

/** The documents drawn from one draft: the will, the signing guide, and the letter of wishes (null when it would be empty). */
export interface RenderedDocuments {
  will: Uint8Array;
  guide: Uint8Array;
  letter: Uint8Array | null;
}

/** Draws the will, its signing guide and any letter of wishes as three PDFs. */
export async function renderDocuments(draft: DraftDocument): Promise<RenderedDocuments> {
  const [will, guide, letter] = await Promise.all([renderWillPdf(draft), renderSigningGuidePdf(draft), renderLetterOfWishesPdf(draft)]);
  return { will: new Uint8Array(will), guide: new Uint8Array(guide), letter: letter ? new Uint8Array(letter) : null };
}
