import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Reviewer } from './review-audit';
import { teamTables } from './review-team-tables';

/** One private note of the legal team's on a submission; `flag` names the review flag it records a decision on. */
export type FileNote = { id: number; flag: string | null; text: string | null; reviewer_email: string; revision: number; created_at: string };

/** Adds a note (the table is insert-only: migration 0041). */
export async function addFileNote(db: Kysely<DB>, entry: { userId: string; reviewer: Reviewer; flag: string | null; text: string; revision: number; at: string }): Promise<FileNote> {
  const row = await teamTables(db)
    .insertInto('review_file_note')
    .values({ user_id: entry.userId, reviewer_id: entry.reviewer.id, reviewer_email: entry.reviewer.email, flag: entry.flag, text: entry.text, revision: entry.revision, created_at: entry.at })
    .returning(['id', 'flag', 'text', 'reviewer_email', 'revision', 'created_at'])
    .executeTakeFirstOrThrow();
  return row;
}

/** A submission's file notes, newest first. */
export async function loadFileNotes(db: Kysely<DB>, userId: string): Promise<FileNote[]> {
  return teamTables(db).selectFrom('review_file_note').select(['id', 'flag', 'text', 'reviewer_email', 'revision', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
}
