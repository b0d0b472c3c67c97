import { api } from './client';
import type { DraftDocument } from '../../engine/drafting/draft-document';

/** GET /api/will/draft: the signed-in user's will drafted as numbered clauses, with its signing guide and any letter of wishes. */
export const fetchDraft = () => api<DraftDocument>('GET', '/api/will/draft');

/**
 * Where the browser downloads the same draft as PDFs: the will, the signing guide, the letter of wishes, and the record
 * of the instructions (every answer) the will is drafted from.
 */
export const draftPdfUrl = '/api/will/draft.pdf';
export const draftSigningGuidePdfUrl = '/api/will/draft-signing-guide.pdf';
export const draftLetterOfWishesPdfUrl = '/api/will/draft-letter-of-wishes.pdf';
export const draftInstructionsPdfUrl = '/api/will/draft-instructions.pdf';
