import { answerOf, client } from './client';
import type { DraftDocument } from '../../engine/drafting/draft-document';

/** GET /api/will/draft: the signed-in user's will drafted as numbered clauses, with its signing guide and any letter of wishes. */
export const fetchDraft = (): Promise<DraftDocument> => answerOf(client.api.will.draft.$get());

let early: Promise<DraftDocument> | null = null;

/** Starts GET /api/will/draft before React first renders, beside the session and the will (web/early-requests.ts). */
export function prefetchDraft(): void {
  early = fetchDraft();
  early.catch(() => undefined);
}

/** The draft: the one prefetched for this page if there is one (taken once; refused, it is asked for again), else a new request. */
export function loadDraft(): Promise<DraftDocument> {
  const pending = early;
  early = null;
  return pending?.catch(fetchDraft) ?? fetchDraft();
}

/**
 * Where the browser downloads the same draft as PDFs: the will, the signing guide, the letter of wishes, and the record
 * of the instructions (every answer) the will is drafted from.
 */
export const draftPdfUrl = '/api/will/draft.pdf';
export const draftSigningGuidePdfUrl = '/api/will/draft-signing-guide.pdf';
export const draftLetterOfWishesPdfUrl = '/api/will/draft-letter-of-wishes.pdf';
export const draftInstructionsPdfUrl = '/api/will/draft-instructions.pdf';
