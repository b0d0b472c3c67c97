import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The signed-in user of a better-auth endpoint's context, as its hooks receive it (null outside a request). */
type HookContext = { context?: { session?: { user?: { id?: string | number; email?: string } } | null } } | null | undefined;

/**
 * Keeps the address an account had when better-auth's verify-email changes it (the link sent to the new address was
 * followed by its signed-in owner, so the session still names the old one), for erasure to find mail sent to it.
 */
export async function rememberFormerEmail(db: Kysely<DB>, updated: { email?: string }, ctx: HookContext, now = new Date()): Promise<void> {
  const before = ctx?.context?.session?.user;
  if (!before?.id || !before.email || !updated.email || before.email.toLowerCase() === updated.email.toLowerCase()) return;
  await db.insertInto('former_email').values({ user_id: String(before.id), email: before.email, changed_at: now.toISOString() }).execute();
}
