import { fetchReviewNote } from '../../web/api/review-note-api';

/** A screen's reading of the review note: contract-drift.test.ts compiles it against a changed route. */
export const messageOf = async (): Promise<string | undefined> => (await fetchReviewNote())?.message;
