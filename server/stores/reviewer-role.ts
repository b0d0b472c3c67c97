import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { withAuthUsers } from './auth-users';
import { teamTables } from './review-team-tables';

/** The role better-auth's `role` field (server/auth/auth.ts) gives the legal team. */
export const REVIEWER_ROLE = 'reviewer';

/** A reviewer's level: a supervisor signs off the deliveries a reviewer's work is held for. */
export type ReviewerLevel = 'reviewer' | 'supervisor';

export const REVIEWER_LEVELS: readonly ReviewerLevel[] = ['reviewer', 'supervisor'];

/**
 * Gives the account with this email address (any case) the reviewer role at `level` (a reviewer by default; granting
 * again changes the level). Answers false, changing nothing, when no account has the address. Sessions read the role
 * from the user row, and the level is read on each request, so both apply from the next request on.
 */
export async function grantReviewer(db: Kysely<DB>, email: string, level: ReviewerLevel = 'reviewer'): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await withAuthUsers(trx)
      .selectFrom('user')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
    if (!user) return false;
    await withAuthUsers(trx).updateTable('user').set({ role: REVIEWER_ROLE }).where('id', '=', user.id).execute();
    await teamTables(trx)
      .insertInto('reviewer_level')
      .values({ user_id: String(user.id), level })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ level }))
      .execute();
    return true;
  });
}

/** A reviewer's level; a reviewer granted before levels existed is a reviewer. */
export async function reviewerLevelOf(db: Kysely<DB>, userId: string): Promise<ReviewerLevel> {
  const row = await teamTables(db).selectFrom('reviewer_level').select('level').where('user_id', '=', userId).executeTakeFirst();
  return row?.level ?? 'reviewer';
}
