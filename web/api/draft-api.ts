import { api } from './client';
import type { DraftDocument } from '../../engine/drafting/draft-document';

/** GET /api/will/draft: the signed-in user's will drafted as numbered clauses. */
export const fetchDraft = () => api<DraftDocument>('GET', '/api/will/draft');

/** Where the browser downloads the same draft as a PDF. */
export const draftPdfUrl = '/api/will/draft.pdf';
