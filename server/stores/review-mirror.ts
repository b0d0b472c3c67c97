import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { withAuthUsers } from './auth-users';

/** The columns of mirror_invitation (migration 0025) that pair two wills. */
type PairTables = { mirror_invitation: { inviter_user_id: string; partner_user_id: string | null; accepted_at: string | null } };

/** The other will of a mirror pair, as the review console links it. */
export type MirrorLink = { userId: string; name: string; submitted: boolean };

/**
 * The accounts whose will mirrors `userId`'s: the other side of each accepted mirror invitation, whether
 * `userId` sent it or accepted it, in the order they were accepted. An account deleted since is no longer paired
 * (erasure clears the invitation's partner, or deletes the invitations the account sent).
 */
export async function mirrorPartnersOf(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .withTables<PairTables>()
    .selectFrom('mirror_invitation')
    .select(['inviter_user_id', 'partner_user_id'])
    .where('accepted_at', 'is not', null)
    .where('partner_user_id', 'is not', null)
    .where((eb) => eb.or([eb('inviter_user_id', '=', userId), eb('partner_user_id', '=', userId)]))
    .orderBy('accepted_at')
    .execute();
  const others = rows.map((row) => (row.inviter_user_id === userId ? row.partner_user_id! : row.inviter_user_id));
  return [...new Set(others)].filter((other) => other !== userId);
}

/** For each of `userIds` (a page of the queue), the names of the owners of the wills paired with theirs; none: absent. */
export async function mirrorNamesFor(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (userIds.length === 0) return found;
  const rows = await db
    .withTables<PairTables>()
    .selectFrom('mirror_invitation')
    .select(['inviter_user_id', 'partner_user_id'])
    .where('accepted_at', 'is not', null)
    .where('partner_user_id', 'is not', null)
    .where((eb) => eb.or([eb('inviter_user_id', 'in', [...userIds]), eb('partner_user_id', 'in', [...userIds])]))
    .orderBy('accepted_at')
    .execute();
  if (rows.length === 0) return found;
  const others = [...new Set(rows.flatMap((row) => [row.inviter_user_id, row.partner_user_id!]))];
  const users = await withAuthUsers(db).selectFrom('user').select(['id', 'name']).where('id', 'in', others.map(Number)).execute();
  const names = new Map(users.map((user) => [String(user.id), user.name]));
  const add = (userId: string, other: string) => {
    const name = names.get(other);
    if (userId === other || name === undefined || !userIds.includes(userId)) return;
    found.set(userId, [...new Set([...(found.get(userId) ?? []), name])]);
  };
  for (const row of rows) {
    add(row.inviter_user_id, row.partner_user_id!);
    add(row.partner_user_id!, row.inviter_user_id);
  }
  return found;
}

/** Whether the wills of `a` and `b` are a mirror pair. */
export async function isMirrorPair(db: Kysely<DB>, a: string, b: string): Promise<boolean> {
  return (await mirrorPartnersOf(db, a)).includes(b);
}

/** The wills paired with `userId`'s: each owner's name, and whether that will was submitted (so the console can open it). */
export async function mirrorLinksOf(db: Kysely<DB>, userId: string): Promise<MirrorLink[]> {
  const others = await mirrorPartnersOf(db, userId);
  if (others.length === 0) return [];
  const [users, submissions] = await Promise.all([
    withAuthUsers(db).selectFrom('user').select(['id', 'name']).where('id', 'in', others.map(Number)).execute(),
    db.selectFrom('submission').select('user_id').where('user_id', 'in', others).execute(),
  ]);
  const names = new Map(users.map((user) => [String(user.id), user.name]));
  const submitted = new Set(submissions.map((row) => row.user_id));
  return others.filter((other) => names.has(other)).map((other) => ({ userId: other, name: names.get(other)!, submitted: submitted.has(other) }));
}
