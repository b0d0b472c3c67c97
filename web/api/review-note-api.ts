import { answerOf, client, type AnswerOf } from './client';

const reviewNote = client.api.will['review-note'];

/** The legal team's request for changes, as its user sees it on the dashboard. */
export type ReviewNote = NonNullable<AnswerOf<typeof reviewNote.$get>['note']>;

/** GET /api/will/review-note: the request for changes while the will waits for the user, else null. */
export const fetchReviewNote = () => answerOf(reviewNote.$get()).then((answer) => answer.note);
