import type { DraftDocument } from '../../../engine/drafting/draft-document';

/** A text of the draft that may hold several paragraphs (a bilingual will's Welsh and English), one per line. */
export const paragraphsOf = (text: string) => text.split('\n');

/** Under each document's title while its Welsh wording awaits the legal team's approval: why it is a draft only. */
export const awaitingNotes = (draft: DraftDocument) => (draft.pendingWelsh.length > 0 ? paragraphsOf(draft.labels.awaitingApproval) : []);
