import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { rateRowKey, userLimitKeySuffix } from '../middleware/rate-limit';
import { invitationTopic } from '../services/mail/emails';
import { SIGN_IN_BUDGET } from '../auth/sign-in-account-limit';
import { PASSWORD_RESET_BUDGET } from '../auth/password-reset-after-answer';
import { forgetMirrorInvitations } from '../stores/mirror-invitations';

/** Whose data is erased: the account's serial id, and its address and name as stored. */
export type ErasedAccount = { userId: string; email: string; name: string };

/** What an erasure step may need besides the account: the server secret that keys rate-limit counts. */
export type ErasureKeys = { secret: string };

type Trx = Transaction<DB> | Kysely<DB>;

/**
 * What erasing an account does to one table: delete the user's rows (by the column naming the user), run a custom
 * step (anonymise what the law says to keep), or nothing, with the reason the table holds no one's personal data.
 */
export type TableErasure =
  | { kind: 'delete'; column: string }
  | { kind: 'custom'; why: string; erase: (trx: Trx, who: ErasedAccount, keys: ErasureKeys) => Promise<void> }
  | { kind: 'none'; why: string };

/** For tables DB does not type: better-auth's own (camelCase, made by its migration) and partner_referral. */
export const untyped = (trx: Trx) => trx as unknown as Kysely<any>;

/**
 * Every table of the database and what erasing an account does to it (UK GDPR article 17), in the order
 * it is done: the app's tables first, better-auth's last (its user row is what the others point at). A table that
 * is not listed here makes tests/server/erasure-plan-coverage.test.ts fail, so a migration that adds a table must
 * say here what becomes of a deleted user's rows in it.
 */
export const erasurePlan: Record<string, TableErasure> = {
  will: { kind: 'delete', column: 'user_id' },
  will_revision: { kind: 'delete', column: 'user_id' },
  onboarding_answer: { kind: 'delete', column: 'user_id' },
  submission: { kind: 'delete', column: 'user_id' },
  review_round: { kind: 'delete', column: 'user_id' },
  subscription: { kind: 'delete', column: 'user_id' },
  will_payment: { kind: 'delete', column: 'user_id' },
  cart_addon: { kind: 'delete', column: 'user_id' },
  cart_coupon: { kind: 'delete', column: 'user_id' },
  refer_partner_send: { kind: 'delete', column: 'user_id' },
  charity_consent: { kind: 'delete', column: 'user_id' },
  lpa_interest: { kind: 'delete', column: 'user_id' },
  call_booking: { kind: 'delete', column: 'user_id' },
  will_document: { kind: 'delete', column: 'user_id' },
  retention_reminder: { kind: 'delete', column: 'user_id' },
  keep_current: { kind: 'delete', column: 'user_id' },
  keep_current_sent: { kind: 'delete', column: 'user_id' },
  friend_code: { kind: 'delete', column: 'user_id' },
  partner_referral: {
    kind: 'custom',
    why: 'An unclaimed invitation goes; a claimed one keeps the partner’s discount with the sender’s side made anonymous.',
    erase: async (trx, { userId }) => {
      const db = untyped(trx); // partner_referral has its row type in server/stores/partner-referrals.ts
      await db.deleteFrom('partner_referral').where('referrer_user_id', '=', userId).where('partner_user_id', 'is', null).execute();
      await db.updateTable('partner_referral').set({ referrer_user_id: erasedId() }).where('referrer_user_id', '=', userId).execute();
      await db.deleteFrom('partner_referral').where('partner_user_id', '=', userId).execute();
    },
  },
  mirror_invitation: {
    kind: 'custom',
    why: 'Invitations the user sent go (a pending one is withdrawn); one to their address is withdrawn; one they accepted stays without them. The other will is untouched.',
    erase: async (trx, { userId, email }) => forgetMirrorInvitations(untyped(trx), userId, email, new Date()),
  },
  will_order: {
    kind: 'custom',
    why: 'Accounting law keeps orders for six years: they stay, with no receipt address and an owner id no account has.',
    erase: async (trx, { userId }) => {
      await trx.updateTable('will_order').set({ receipt_email: '', user_id: erasedId() }).where('user_id', '=', userId).execute();
    },
  },
  payment_customer: { kind: 'delete', column: 'user_id' },
  local_payment_intent: {
    kind: 'custom',
    why: 'The local test gateway’s payments stay beside the orders they paid, without the receipt address.',
    erase: async (trx, { email }) => {
      await trx.updateTable('local_payment_intent').set({ receipt_email: '' }).where('receipt_email', '=', email).execute();
    },
  },
  local_payment_method: { kind: 'none', why: 'Card brand and last four digits only; the gateway’s deleteCustomer removes the user’s (before the erase).' },
  local_payment_refund: { kind: 'none', why: 'Amounts and payment ids only.' },
  payment_webhook_event: { kind: 'none', why: 'Event ids and types only.' },
  mail_outbox: {
    kind: 'custom',
    why: 'Mail to the user, or naming them, goes, sent or still waiting to be sent (with its attachments, and the embedded mailer’s .eml files: see eraseAccount).',
    erase: async (trx, who) => {
      const rows = await outboxRowsOf(trx, who);
      if (!rows.length) return;
      const ids = rows.map((row) => row.id);
      await trx.deleteFrom('mail_attachment').where('outbox_id', 'in', ids).execute();
      await trx.deleteFrom('mail_outbox').where('id', 'in', ids).execute();
    },
  },
  mail_attachment: { kind: 'none', why: 'Files of outbox messages: erased with their message (mail_outbox, above).' },
  // After mail_outbox, whose erasure looks for the mail sent to these addresses.
  former_email: { kind: 'delete', column: 'user_id' },
  account_language: { kind: 'delete', column: 'user_id' },
  request_count: {
    kind: 'custom',
    why: 'Rate-limit counts keyed by the user’s address or id go; those keyed by a client address expire on their own.',
    erase: async (trx, { userId, email }, { secret }) => {
      const byEmail = [SIGN_IN_BUDGET, PASSWORD_RESET_BUDGET].map((budget) => rateRowKey(secret, budget, email.toLowerCase()));
      await trx.deleteFrom('request_count').where((eb) => eb.or([eb('key', 'in', byEmail), eb('key', 'like', `%${userLimitKeySuffix(secret, userId)}`)])).execute();
    },
  },
  review_audit: {
    kind: 'custom',
    why: 'The legal team’s record of its work stays, keyed by user id only; its messages to the user are cleared (the one change its insert-only triggers allow, migration 0016).',
    erase: async (trx, { userId }) => {
      await trx.updateTable('review_audit').set({ message: null }).where('user_id', '=', userId).where('message', 'is not', null).execute();
    },
  },
  review_view: {
    kind: 'none',
    why: 'Which reviewer opened the submission when, keyed by user id only and holding no words of the user’s; insert-only (migration 0027), as the record of the legal team’s work stays.',
  },
  review_event: {
    kind: 'custom',
    why: 'The legal team’s log of assignment and sign-off stays, keyed by user id only; its reasons and notes are cleared (the one change its insert-only triggers allow, migration 0040).',
    erase: async (trx, { userId }) => {
      await untyped(trx).updateTable('review_event').set({ message: null }).where('user_id', '=', userId).where('message', 'is not', null).execute();
    },
  },
  review_file_note: {
    kind: 'custom',
    why: 'That the legal team kept a note, when and by whom stays, keyed by user id only; the note’s text, which may hold the user’s personal data, is cleared (migration 0041).',
    erase: async (trx, { userId }) => {
      await untyped(trx).updateTable('review_file_note').set({ text: null }).where('user_id', '=', userId).where('text', 'is not', null).execute();
    },
  },
  review_assignment: { kind: 'delete', column: 'user_id' },
  // A reviewer's own level: their account is going.
  reviewer_level: { kind: 'delete', column: 'user_id' },
  submission_queue_entry: { kind: 'none', why: 'When a submission entered the queue, keyed by user id only: the team’s workload figures.' },
  coupon: { kind: 'none', why: 'Discount codes.' },
  charity: { kind: 'none', why: 'The public charity register.' },
  address: { kind: 'none', why: 'The postcode address table.' },
  session: { kind: 'delete', column: 'userId' },
  // better-auth's second factor: the encrypted app secret and backup codes.
  twoFactor: { kind: 'delete', column: 'userId' },
  account: { kind: 'delete', column: 'userId' },
  verification: {
    kind: 'custom',
    why: 'Password-reset and other tokens issued to the user.',
    erase: async (trx, { userId }) => {
      await untyped(trx).deleteFrom('verification').where('value', '=', userId).execute();
    },
  },
  rateLimit: { kind: 'none', why: 'better-auth’s counts per client address and path.' },
  user: {
    kind: 'custom',
    why: 'The account itself, last.',
    erase: async (trx, { userId }) => {
      await untyped(trx).deleteFrom('user').where('id', '=', userId).execute();
    },
  },
};

/**
 * Tables the database holds that are no one's data by construction: SQLite's full-text index over the charity
 * register (charity_fts and its shadow tables) and the migrators' own bookkeeping.
 */
export const isBookkeepingTable = (name: string): boolean => /^charity_fts(_|$)|^kysely_migration/.test(name);

/** An owner id that belongs to no account, for rows the law says to keep after their owner is erased. */
const erasedId = () => `erased:${randomUUID()}`;

/** The outbox messages to the user, or whose text names their name or an address the account has or had. */
export async function outboxRowsOf(trx: Trx, { userId, email, name }: ErasedAccount) {
  const former = await trx.selectFrom('former_email').select('email').where('user_id', '=', userId).execute();
  const addresses = [email, ...former.map((row) => row.email)];
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return trx
    .selectFrom('mail_outbox')
    .select(['id', 'created_at'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['to_address']), 'in', addresses.map((address) => address.toLowerCase())),
        ...addresses.map((address) => eb('body_text', 'like', sql<string>`${like(address)} escape '\\'`)),
        eb('body_text', 'like', sql<string>`${like(name)} escape '\\'`),
        // The invitations the user sent: to someone else's address, and not naming the user.
        eb('topic', '=', invitationTopic(userId)),
      ]),
    )
    .execute();
}

/** The tables among `tables` that erasurePlan does not account for (bookkeeping aside). */
export function unplannedTables(tables: string[]): string[] {
  return tables.filter((table) => !(table in erasurePlan) && !isBookkeepingTable(table));
}
