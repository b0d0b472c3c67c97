import { api } from './client';
import type { RiskMarker } from '../../engine/review/risk-markers';
import type { ReviewFlag } from '../../engine/review/review-flags';

export type Assignment = { reviewer_id: string; reviewer_email: string; assigned_at: string };
export type ReviewEvent = { action: 'assigned' | 'taken_over' | 'sign_off_requested' | 'signed_off' | 'sign_off_returned'; message: string | null; reviewer_email: string; revision: number; created_at: string };
export type SignOff = { status: 'pending' | 'returned'; prepared_by: string; prepared_at: string; revision: number; reasons: string[]; returned_by: string | null; returned_at: string | null; note: string | null };
export type FileNote = { id: number; flag: string | null; text: string | null; reviewer_email: string; revision: number; created_at: string };
export type MirrorConsent = { inviter: { name: string; confirmed_at: string | null }; partner: { name: string; confirmed_at: string | null } };

/** What GET /api/review/submissions/:id adds for the legal team at scale (server/stores/review-team-detail.ts). */
export type TeamDetail = {
  viewer: { email: string; level: 'reviewer' | 'supervisor' };
  assignment: Assignment | null;
  review_events: ReviewEvent[];
  sign_off: SignOff | null;
  risk_markers: RiskMarker[];
  held_for: string[];
  flags: ReviewFlag[];
  file_notes: FileNote[];
  mirror_consent: MirrorConsent[];
};

export type TeamStats = {
  reviewers: { email: string; name: string; level: 'reviewer' | 'supervisor'; open: number }[];
  due_today: number;
  overdue: number;
  turnaround: { count: number; median_hours: number | null; p90_hours: number | null; days: number };
  queue_by_day: { date: string; size: number }[];
};

const path = (id: string, rest: string) => `/api/review/submissions/${encodeURIComponent(id)}/${rest}`;

/** POST .../assign: "Assign to me"; 409 (ApiError, body.assignment) when another reviewer holds it. */
export const assignToMe = (id: string) => api<{ assignment: Assignment }>('POST', path(id, 'assign'));

/** POST .../take-over: takes it from the reviewer shown, with the reason. */
export const takeOver = (id: string, body: { from: string; reason: string }) => api<{ assignment: Assignment }>('POST', path(id, 'take-over'), body);

/** POST .../notes: adds a private file note, optionally the decision on a flag. */
export const addFileNote = (id: string, body: { text: string; flag?: string }) => api<{ note: FileNote }>('POST', path(id, 'notes'), body);

/** POST .../sign-off: the supervisor approves, and the will is delivered. */
export const approveSignOff = (id: string, version: string) => api<{ state: string; version: string; emailed: boolean }>('POST', path(id, 'sign-off'), { version });

/** POST .../sign-off/return: the supervisor sends it back to the reviewer with a note. */
export const returnSignOff = (id: string, body: { version: string; note: string }) => api<{ returned: true }>('POST', path(id, 'sign-off/return'), body);

/** GET /api/review/team: the team page's figures. */
export const fetchTeam = (signal?: AbortSignal) => api<TeamStats>('GET', '/api/review/team', undefined, signal);
