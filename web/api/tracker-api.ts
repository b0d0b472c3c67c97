import { api } from './client';
import type { SubmissionState } from '../../engine/dashboard-state';
import type { TrackerEntry } from '../../engine/review-tracker';

/** A tracker entry as the server answers it: a request for changes also names its step's title and route. */
export type TrackerItem = TrackerEntry & { title?: string; route?: string };

/** The will's way through the review: its state, the due date now stated, and what happened, oldest first. */
export type Tracker = { state: SubmissionState | null; due_date: string | null; entries: TrackerItem[] };

/** GET /api/will/tracker: the signed-in user's own. */
export const fetchTracker = () => api<Tracker>('GET', '/api/will/tracker');
