import type { Kysely } from 'kysely';

/**
 * Mirror wills are joint instructions: when each partner confirmed, at invitation (`joint_instructions_at`, the
 * inviter) and at acceptance (`partner_joint_instructions_at`), that they instruct the legal team jointly, that
 * what either tells it may be shared with the other, and that the other may be told a change was made to one will
 * (not what). Null on invitations made before the confirmation was asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mirror_invitation').addColumn('joint_instructions_at', 'text').execute();
  await db.schema.alterTable('mirror_invitation').addColumn('partner_joint_instructions_at', 'text').execute();
}
