import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { withAuthUsers } from './auth-users';
import { mirrorPartnersOf } from './review-mirror';
import { teamTables } from './review-team-tables';

type ConsentTables = {
  mirror_invitation: { inviter_user_id: string; partner_user_id: string | null; accepted_at: string | null; joint_instructions_at: string | null; partner_joint_instructions_at: string | null };
};

/** A mirror pair's joint instructions as the console shows them: each partner's name and when they confirmed. */
export type MirrorConsent = { inviter: { name: string; confirmed_at: string | null }; partner: { name: string; confirmed_at: string | null } };

/** The joint-instruction confirmations of each accepted mirror invitation `userId` is a side of, oldest first. */
export async function mirrorConsentsOf(db: Kysely<DB>, userId: string): Promise<MirrorConsent[]> {
  const rows = await db
    .withTables<ConsentTables>()
    .selectFrom('mirror_invitation')
    .select(['inviter_user_id', 'partner_user_id', 'joint_instructions_at', 'partner_joint_instructions_at'])
    .where('accepted_at', 'is not', null)
    .where('partner_user_id', 'is not', null)
    .where((eb) => eb.or([eb('inviter_user_id', '=', userId), eb('partner_user_id', '=', userId)]))
    .orderBy('accepted_at')
    .execute();
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => [r.inviter_user_id, r.partner_user_id!]))];
  const users = await withAuthUsers(db).selectFrom('user').select(['id', 'name']).where('id', 'in', ids.map(Number)).execute();
  const names = new Map(users.map((u) => [String(u.id), u.name]));
  return rows
    .filter((r) => names.has(r.inviter_user_id) && names.has(r.partner_user_id!))
    .map((r) => ({
      inviter: { name: names.get(r.inviter_user_id)!, confirmed_at: r.joint_instructions_at },
      partner: { name: names.get(r.partner_user_id!)!, confirmed_at: r.partner_joint_instructions_at },
    }));
}

/**
 * The partners of `userId`'s mirror pair whose own will was delivered and has changed since its latest delivery
 * (a revision saved after it), by name: the console tells this will's reviewer that a change was made, not what.
 */
export async function changedMirrorPartners(db: Kysely<DB>, userId: string): Promise<string[]> {
  const partners = await mirrorPartnersOf(db, userId);
  if (partners.length === 0) return [];
  const t = teamTables(db);
  const [delivered, current, users] = await Promise.all([
    t.selectFrom('will_document').select((eb) => ['user_id', eb.fn.max('revision').as('revision')]).where('user_id', 'in', partners).groupBy('user_id').execute(),
    t.selectFrom('will').select(['user_id', 'revision']).where('user_id', 'in', partners).execute(),
    t.selectFrom('user').select(['id', 'name']).where('id', 'in', partners.map(Number)).execute(),
  ]);
  const deliveredAt = new Map(delivered.map((d) => [d.user_id, Number(d.revision)]));
  const names = new Map(users.map((u) => [String(u.id), u.name]));
  return current.filter((w) => deliveredAt.has(w.user_id) && w.revision > deliveredAt.get(w.user_id)! && names.has(w.user_id)).map((w) => names.get(w.user_id)!);
}
