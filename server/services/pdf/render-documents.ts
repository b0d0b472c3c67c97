import type { DraftDocument } from '../../../engine/drafting/draft-document';
import { renderLetterOfWishesPdf } from './render-letter-of-wishes-pdf';
import { renderSigningGuidePdf } from './render-signing-guide-pdf';
import { renderWillPdf } from './render-will-pdf';
import { renderInstructionsPdf, type InstructionsRecord } from './render-instructions-pdf';
import type { StepAnswers } from '../../../engine/review/answers-by-step';

/** The documents drawn from one draft: the will, the signing guide, and the letter of wishes (null when it would be empty). */
export interface RenderedDocuments {
  will: Uint8Array;
  guide: Uint8Array;
  letter: Uint8Array | null;
  /** The record of the instructions the will was drafted from; only when the answers were given (a delivery). */
  instructions?: Uint8Array;
}

/** The will's documents and, beside them, the record of the instructions they were drafted from (a delivery). */
export async function renderDeliveredDocuments(draft: DraftDocument, answers: readonly StepAnswers[], record: InstructionsRecord): Promise<RenderedDocuments & { instructions: Uint8Array }> {
  const [documents, instructions] = await Promise.all([renderDocuments(draft), renderInstructionsPdf(draft, answers, record)]);
  return { ...documents, instructions: new Uint8Array(instructions) };
}

/** Draws the will, its signing guide and any letter of wishes as three PDFs. */
export async function renderDocuments(draft: DraftDocument): Promise<RenderedDocuments> {
  const [will, guide, letter] = await Promise.all([renderWillPdf(draft), renderSigningGuidePdf(draft), renderLetterOfWishesPdf(draft)]);
  return { will: new Uint8Array(will), guide: new Uint8Array(guide), letter: letter ? new Uint8Array(letter) : null };
}
