import { api } from './client';

/** The legal team's request for changes, as its user sees it on the dashboard. */
export type ReviewNote = { step: string; title: string; route: string; message: string };

/** GET /api/will/review-note: the request for changes while the will waits for the user, else null. */
export const fetchReviewNote = () => api<{ note: ReviewNote | null }>('GET', '/api/will/review-note').then((answer) => answer.note);
