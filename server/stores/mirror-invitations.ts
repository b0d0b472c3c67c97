import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/database';

/** A row of mirror_invitation (migration 0025). */
export type MirrorInvitationRow = {
  id: string;
  inviter_user_id: string;
  invited_email: string;
  invited_name: string;
  token_hash: string;
  consented_at: string;
  created_at: string;
  expires_at: string;
  withdrawn_at: string | null;
  accepted_at: string | null;
  partner_user_id: string | null;
  /** When each side confirmed the joint instructions (migration 0042); null before it was asked. */
  joint_instructions_at: string | null;
  partner_joint_instructions_at: string | null;
};

type MirrorTables = { mirror_invitation: MirrorInvitationRow };
const tables = (db: AppDatabase) => db.withTables<MirrorTables>();

/** An invitation's link is valid for 14 days. */
export const MIRROR_INVITATION_DAYS = 14;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type MirrorInvitationStatus = 'pending' | 'expired' | 'withdrawn' | 'accepted';

/** The address an invitation is bound to, compared without case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationStatus(row: MirrorInvitationRow, now: Date): MirrorInvitationStatus {
  if (row.accepted_at) return 'accepted';
  if (row.withdrawn_at) return 'withdrawn';
  return row.expires_at <= now.toISOString() ? 'expired' : 'pending';
}

/** A new invitation, with the token for its link (32 random bytes, URL-safe); only the token's hash is stored. */
export async function createMirrorInvitation(
  db: AppDatabase,
  input: { inviterUserId: string; email: string; name: string; now: Date },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const expires = new Date(input.now.getTime() + MIRROR_INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await tables(db)
    .insertInto('mirror_invitation')
    .values({
      id,
      inviter_user_id: input.inviterUserId,
      invited_email: normaliseEmail(input.email),
      invited_name: input.name,
      token_hash: hashToken(token),
      consented_at: input.now.toISOString(),
      created_at: input.now.toISOString(),
      expires_at: expires.toISOString(),
      withdrawn_at: null,
      accepted_at: null,
      partner_user_id: null,
      // The route refuses a mirror invitation without the confirmation: it is given as the invitation is made.
      joint_instructions_at: input.now.toISOString(),
      partner_joint_instructions_at: null,
    })
    .execute();
  return { id, token };
}

/** Takes back an invitation whose email was not sent. */
export async function dropMirrorInvitation(db: AppDatabase, id: string): Promise<void> {
  await tables(db).deleteFrom('mirror_invitation').where('id', '=', id).where('accepted_at', 'is', null).execute();
}

/** The invitation a link's token opens, if the token has the right shape and matches one. */
export async function invitationByToken(db: AppDatabase, token: unknown): Promise<MirrorInvitationRow | undefined> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return undefined;
  return tables(db).selectFrom('mirror_invitation').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** The invitations `userId` sent, newest first. */
export async function invitationsSentBy(db: AppDatabase, userId: string): Promise<MirrorInvitationRow[]> {
  return tables(db).selectFrom('mirror_invitation').selectAll().where('inviter_user_id', '=', userId).orderBy('created_at', 'desc').execute();
}

/** The invitation `userId` accepted, if any. */
export async function invitationAcceptedBy(db: AppDatabase, userId: string): Promise<MirrorInvitationRow | undefined> {
  return tables(db).selectFrom('mirror_invitation').selectAll().where('partner_user_id', '=', userId).executeTakeFirst();
}

/** Withdraws the inviter's pending invitation; false when it is not theirs or no longer pending. */
export async function withdrawMirrorInvitation(db: AppDatabase, id: string, inviterUserId: string, now: Date): Promise<boolean> {
  const result = await tables(db)
    .updateTable('mirror_invitation')
    .set({ withdrawn_at: now.toISOString() })
    .where('id', '=', id)
    .where('inviter_user_id', '=', inviterUserId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a pending, unexpired invitation accepted by `userId`; the update matches it once, so the link is single-use. */
export async function markMirrorInvitationAccepted(db: AppDatabase, id: string, userId: string, now: Date): Promise<boolean> {
  const result = await tables(db)
    .updateTable('mirror_invitation')
    .set({ accepted_at: now.toISOString(), partner_user_id: userId, partner_joint_instructions_at: now.toISOString() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Undoes an acceptance whose will could not be stored (the prefill lost a race with the partner's own save). */
export async function unmarkMirrorInvitationAccepted(db: AppDatabase, id: string): Promise<void> {
  await tables(db).updateTable('mirror_invitation').set({ accepted_at: null, partner_user_id: null, partner_joint_instructions_at: null }).where('id', '=', id).execute();
}

/**
 * On deleting the account `userId` (address `email`): the invitations it sent are deleted (a pending one is thereby
 * withdrawn: its link opens nothing); a pending invitation to its address is withdrawn; an accepted one keeps only
 * that it was accepted, without the account, its address or name. The other account's will is never touched.
 * Takes any Kysely (the erasure runs it inside its transaction: server/account/erasure-plan.ts).
 */
export async function forgetMirrorInvitations(db: Kysely<any>, userId: string, email: string, now: Date): Promise<void> {
  await db.deleteFrom('mirror_invitation').where('inviter_user_id', '=', userId).execute();
  await db
    .updateTable('mirror_invitation')
    .set({ withdrawn_at: now.toISOString() })
    .where('invited_email', '=', normaliseEmail(email))
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
  await db.updateTable('mirror_invitation').set({ partner_user_id: null, invited_email: '', invited_name: '' }).where('partner_user_id', '=', userId).execute();
}
