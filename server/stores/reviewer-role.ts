import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { withAuthUsers } from './auth-users';

/** The role better-auth's `role` field (server/auth/auth.ts) gives the legal team. */
export const REVIEWER_ROLE = 'reviewer';

/**
 * Gives the account with this email address (any case) the reviewer role. Answers false, changing nothing, when no
 * account has the address. Sessions read the role from the user row, so it applies from the next request on.
 */
export async function grantReviewer(db: Kysely<DB>, email: string): Promise<boolean> {
  const result = await withAuthUsers(db)
    .updateTable('user')
    .set({ role: REVIEWER_ROLE })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
