import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUserTable } from './auth-users';
import type { REVIEW_EVENT_ACTIONS } from '../db/migrations/0040-review-team';

export type ReviewEventAction = (typeof REVIEW_EVENT_ACTIONS)[number];

/** The tables of migrations 0040 and 0041, typed for the stores that use them. */
export type ReviewTeamTables = {
  review_assignment: { user_id: string; reviewer_id: string; reviewer_email: string; assigned_at: string };
  reviewer_level: { user_id: string; level: 'reviewer' | 'supervisor' };
  review_event: { id: import('kysely').Generated<number>; user_id: string; reviewer_id: string; reviewer_email: string; action: ReviewEventAction; message: string | null; revision: number; created_at: string };
  submission_queue_entry: { id: import('kysely').Generated<number>; user_id: string; entered_at: string };
  review_file_note: { id: import('kysely').Generated<number>; user_id: string; reviewer_id: string; reviewer_email: string; flag: string | null; text: string | null; revision: number; created_at: string };
};

export type TeamDB = DB & AuthUserTable & ReviewTeamTables;

/** The app's database with the legal team's tables (and better-auth's users) typed in. */
export const teamTables = (db: Kysely<DB>) => db as unknown as Kysely<TeamDB>;
