import { answerOf, client, type AnswerOf } from './client';
import type { QueueParams } from '../../server/routes/review-input';

const submissions = client.api.review.submissions;
const submission = submissions[':id'];

/** One page of the legal team's queue, with the count of submissions in each state. */
export type QueuePage = AnswerOf<typeof submissions.$get>;
export type QueueItem = QueuePage['items'][number];

/** What the console filters the queue by; an empty value is left out. */
export type QueueFilter = { state?: string; urgency?: string; q?: string; assigned?: string; due?: string; page?: number };

/** One submission in full: the will's answers, its draft, its history, and the team's detail (review-team-api.ts). */
export type SubmissionDetail = AnswerOf<typeof submission.$get>;
export type AuditEntry = SubmissionDetail['audit'][number];

/** The delivery email in the outbox: sent, waiting for its next try (after `last_error`), or failed after a day. */
export type DeliveryEmail = NonNullable<SubmissionDetail['delivery_email']>;

/** The two drafted wills of a mirror pair compared clause by clause (engine/review/mirror-differences.ts). */
export type MirrorComparison = AnswerOf<(typeof submission)['mirror'][':otherId']['$get']>;

/** A decision's answer; a reviewer's delivery held for a supervisor answers `held` with its reasons instead of `emailed`. */
export type DecisionAnswer = AnswerOf<typeof submission.deliver.$post>;

/** GET /api/review/submissions: one page of the legal team's queue. */
export function fetchQueue(filter: QueueFilter, signal?: AbortSignal) {
  const query: QueueParams = Object.fromEntries(Object.entries(filter).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
  return answerOf(submissions.$get({ query }, { init: { signal } }));
}

/** GET /api/review/submissions/:id: one submission in full. */
export const fetchSubmission = (id: string, signal?: AbortSignal) => answerOf(submission.$get({ param: { id } }, { init: { signal } }));

/** POST .../needs-attention: sends the will back to its user; 409 (ApiError) when it moved on since `version`. */
export const requestChanges = (id: string, body: { step: string; message: string; version: string }) =>
  answerOf(submission['needs-attention'].$post({ param: { id }, json: body }));

/** POST .../deliver: delivers the final will; 409 (ApiError) when it moved on since `version`. */
export const deliverWill = (id: string, version: string) => answerOf(submission.deliver.$post({ param: { id }, json: { version } }));

/** GET .../mirror/:otherId: the two wills of a mirror pair side by side; 404 (ApiError) unless both are submitted and paired. */
export const fetchMirrorDifferences = (id: string, otherId: string, signal?: AbortSignal) =>
  answerOf(submission.mirror[':otherId'].$get({ param: { id, otherId } }, { init: { signal } }));

/** POST .../delivery-email: sends the delivery email again; answers where the new copy stands. */
export const sendDeliveryEmailAgain = (id: string) => answerOf(submission['delivery-email'].$post({ param: { id } }));
