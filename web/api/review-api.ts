import { api } from './client';
import type { SubmissionState } from '../../engine/dashboard-state';
import type { StepAnswers } from '../../engine/review/answers-by-step';
import type { SectionChanges } from '../../engine/review/answers-diff';
import type { DraftDocument, DraftWarning } from '../../engine/drafting/draft-document';
import type { MirrorDifferences } from '../../engine/review/mirror-differences';
import type { TeamDetail } from './review-team-api';

export type QueueItem = {
  id: string;
  name: string;
  email: string;
  state: SubmissionState;
  submitted_at: string;
  updated_at: string;
  urgent_due_date: string | null;
  overdue: boolean;
  printing: boolean;
  /** The owners of the wills paired with this one as mirror wills. */
  mirror_of: string[];
  /** The reviewer holding it (their email), or null. */
  assigned_to: string | null;
};

export type QueuePage = { items: QueueItem[]; total: number; page: number; per_page: number; counts: Record<SubmissionState, number> };

export type QueueFilter = { state?: string; urgency?: string; q?: string; assigned?: string; due?: string; page?: number };

export type AuditEntry = { action: 'needs_attention' | 'delivered' | 'email_failed'; step: string | null; message: string | null; reviewer_email: string; revision: number; created_at: string };

export type SubmissionDetail = Omit<QueueItem, 'id' | 'mirror_of' | 'assigned_to'> & TeamDetail & {
  id: string;
  print_url: string | null;
  version: string;
  revision: number;
  answers: StepAnswers[];
  draft: DraftDocument;
  /** The will in English when it is drafted in Welsh or in both languages (the draft above), else null. */
  draft_english: DraftDocument | null;
  /** Failing checks that block delivery: while any is listed, the server refuses Deliver. */
  blocking_checks: DraftWarning[];
  changes: { since: { action: string; created_at: string; revision: number } | null; sections: SectionChanges[] };
  history: { total: number; revisions: { revision: number; created_at: string }[] };
  audit: AuditEntry[];
  /** The wills paired with this one as mirror wills: the owner's name, and the submission's id once paid. */
  mirrors: { name: string; id: string | null }[];
  /** Where the email carrying the delivered will stands; null before the will is delivered. */
  delivery_email: DeliveryEmail | null;
};

/** The delivery email in the outbox: sent, waiting for its next try (after `last_error`), or failed after a day. */
export type DeliveryEmail = {
  status: 'pending' | 'sent' | 'failed';
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
  attempts: number;
  last_error: string | null;
};

/** The two drafted wills of a mirror pair compared clause by clause (engine/review/mirror-differences.ts). */
export type MirrorComparison = MirrorDifferences & { left: { id: string; name: string }; right: { id: string; name: string } };

/** A decision's answer; a reviewer's delivery held for a supervisor answers `held` with its reasons instead of `emailed`. */
export type DecisionAnswer = { state: SubmissionState; version: string; print_url: string | null; emailed?: boolean; held?: boolean; reasons?: string[] };

/** GET /api/review/submissions: one page of the legal team's queue. */
export function fetchQueue(filter: QueueFilter, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  return api<QueuePage>('GET', `/api/review/submissions?${params}`, undefined, signal);
}

/** GET /api/review/submissions/:id: one submission in full. */
export const fetchSubmission = (id: string, signal?: AbortSignal) => api<SubmissionDetail>('GET', `/api/review/submissions/${encodeURIComponent(id)}`, undefined, signal);

/** POST .../needs-attention: sends the will back to its user; 409 (ApiError) when it moved on since `version`. */
export const requestChanges = (id: string, body: { step: string; message: string; version: string }) =>
  api<DecisionAnswer>('POST', `/api/review/submissions/${encodeURIComponent(id)}/needs-attention`, body);

/** POST .../deliver: delivers the final will; 409 (ApiError) when it moved on since `version`. */
export const deliverWill = (id: string, version: string) => api<DecisionAnswer>('POST', `/api/review/submissions/${encodeURIComponent(id)}/deliver`, { version });

/** GET .../mirror/:otherId: the two wills of a mirror pair side by side; 404 (ApiError) unless both are submitted and paired. */
export const fetchMirrorDifferences = (id: string, otherId: string, signal?: AbortSignal) =>
  api<MirrorComparison>('GET', `/api/review/submissions/${encodeURIComponent(id)}/mirror/${encodeURIComponent(otherId)}`, undefined, signal);
/** POST .../delivery-email: sends the delivery email again; answers where the new copy stands. */
export const sendDeliveryEmailAgain = (id: string) =>
  api<{ delivery_email: DeliveryEmail }>('POST', `/api/review/submissions/${encodeURIComponent(id)}/delivery-email`);
