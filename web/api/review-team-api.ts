import { answerOf, client, type AnswerOf } from './client';
import type { SubmissionDetail } from './review-api';

const submission = client.api.review.submissions[':id'];

/** What GET /api/review/submissions/:id carries for the legal team at scale (server/stores/review-team-detail.ts). */
export type Assignment = NonNullable<SubmissionDetail['assignment']>;
export type ReviewEvent = SubmissionDetail['review_events'][number];
export type SignOff = NonNullable<SubmissionDetail['sign_off']>;
export type FileNote = SubmissionDetail['file_notes'][number];
export type MirrorConsent = SubmissionDetail['mirror_consent'][number];

/** GET /api/review/team: the team page's figures. */
export type TeamStats = AnswerOf<typeof client.api.review.team.$get>;

/** POST .../assign: "Assign to me"; 409 (ApiError, body.assignment) when another reviewer holds it. */
export const assignToMe = (id: string) => answerOf(submission.assign.$post({ param: { id } }));

/** POST .../take-over: takes it from the reviewer shown, with the reason. */
export const takeOver = (id: string, body: { from: string; reason: string }) => answerOf(submission['take-over'].$post({ param: { id }, json: body }));

/** POST .../notes: adds a private file note, optionally the decision on a flag. */
export const addFileNote = (id: string, body: { text: string; flag?: string }) => answerOf(submission.notes.$post({ param: { id }, json: body }));

/** POST .../sign-off: the supervisor approves, and the will is delivered. */
export const approveSignOff = (id: string, version: string) => answerOf(submission['sign-off'].$post({ param: { id }, json: { version } }));

/** POST .../sign-off/return: the supervisor sends it back to the reviewer with a note. */
export const returnSignOff = (id: string, body: { version: string; note: string }) => answerOf(submission['sign-off'].return.$post({ param: { id }, json: body }));

/** GET /api/review/team: the team page's figures. */
export const fetchTeam = (signal?: AbortSignal) => answerOf(client.api.review.team.$get(undefined, { init: { signal } }));
