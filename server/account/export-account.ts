import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/database';
import { loadWill } from '../stores/will-store';
import { renderDocuments } from '../services/pdf/render-documents';
import { draftWill } from '../../engine/drafting/draft-will';
import type { TrusteeService } from '../../engine/drafting/trustee-service';
import { interpolate } from '../../engine/steps/interpolate';
import copy from '../../schemas/copy/account-export.json';
import { untyped } from './erasure-plan';
import { REVIEWER_ROLE } from '../stores/reviewer-role';

/** The account as the export shows it, and the devices signed in to it (server/account/device-list.ts). */
export type ExportedAccount = { name: string; email: string; emailVerified: boolean; createdAt: string; devices: unknown[] };

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const parsed = (text: string | null | undefined) => (text ? (JSON.parse(text) as unknown) : null);

/** Every row of `table` naming the user in `column`, without that column (the user's own id says nothing to them). */
async function rowsOf(db: Kysely<any>, table: string, column: string, userId: string) {
  const rows = (await db.selectFrom(table).selectAll().where(column, '=', userId).execute()) as Record<string, unknown>[];
  return rows.map(({ [column]: _owner, ...rest }) => rest);
}

/**
 * Everything the service holds about one user (UK GDPR article 15 and 20), as a ZIP: JSON files for the
 * account, the will and its people, the onboarding answers, orders, the submission, the will's saved versions, and
 * the draft PDFs (the will, its signing guide and any letter of wishes), the latest delivered documents, and every
 * delivered version's will. Reads only this user's rows.
 */
export async function exportAccount(db: AppDatabase, userId: string, account: ExportedAccount, today: string, trustee?: TrusteeService): Promise<Uint8Array> {
  const any = untyped(db);
  const { will: document, revision } = await loadWill(db, userId);
  const { relations = {}, children = {}, ...will } = document as typeof document & { relations?: unknown; children?: unknown };
  const onboarding = await db.selectFrom('onboarding_answer').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const orders = await db.selectFrom('will_order').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  const history = await db.selectFrom('will_revision').select(['revision', 'schema_version', 'document', 'created_at']).where('user_id', '=', userId).orderBy('revision').execute();
  const delivered = await db.selectFrom('will_document').select(['pdf', 'guide_pdf', 'letter_pdf', 'revision', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
  const draft = await renderDocuments(draftWill(document, today, { trustee }));
  const files: Zippable = {
    'README.txt': strToU8(interpolate(copy.readme, { date: today })),
    'account.json': json({
      ...account,
      language: (await rowsOf(any, 'account_language', 'user_id', userId)).map(({ language }) => language)[0] ?? null,
      formerEmails: (await rowsOf(any, 'former_email', 'user_id', userId)).map(({ email, changed_at }) => ({ email, changedAt: changed_at })),
      invitationsSent: (await rowsOf(any, 'refer_partner_send', 'user_id', userId)).map(({ id: _id, ...rest }) => rest),
      // Mirror-will invitations: those sent, with their consent, and the one accepted (the prefill).
      mirrorInvitationsSent: (await rowsOf(any, 'mirror_invitation', 'inviter_user_id', userId)).map(({ token_hash: _hash, inviter_user_id: _me, partner_user_id: _other, ...rest }) => rest),
      mirrorInvitationAccepted: (await rowsOf(any, 'mirror_invitation', 'partner_user_id', userId)).map(({ accepted_at, consented_at }) => ({ acceptedAt: accepted_at, prefilledFromPartnerConsentedAt: consented_at }))[0] ?? null,
      lpaInterest: (await rowsOf(any, 'lpa_interest', 'user_id', userId))[0] ?? null,
      callBooking: (await rowsOf(any, 'call_booking', 'user_id', userId))[0] ?? null,
      charityConsent: (await rowsOf(any, 'charity_consent', 'user_id', userId))[0] ?? null,
      basket: { addOns: await rowsOf(any, 'cart_addon', 'user_id', userId), coupon: (await rowsOf(any, 'cart_coupon', 'user_id', userId))[0] ?? null },
    }),
    'will.json': json({ revision, will }),
    'people.json': json({ relations, children }),
    'onboarding-answers.json': json(onboarding ? { answers: parsed(onboarding.answers), status: onboarding.onboarding_status, createdAt: onboarding.created_at, updatedAt: onboarding.updated_at } : null),
    'orders.json': json(orders.map(({ user_id: _owner, lines, ...order }) => ({ ...order, lines: parsed(lines) }))),
    'submission.json': json({
      submission: (await rowsOf(any, 'submission', 'user_id', userId))[0] ?? null,
      subscription: (await rowsOf(any, 'subscription', 'user_id', userId))[0] ?? null,
      payment: (await rowsOf(any, 'will_payment', 'user_id', userId))[0] ?? null,
      deliveredVersions: delivered.map((d, i) => ({ version: i + 1, revision: d.revision, deliveredAt: d.created_at, file: deliveredFile(i + 1, d.created_at) })),
      legalTeamNotes: (await rowsOf(any, 'review_audit', 'user_id', userId)).map(({ action, step, message, created_at }) => ({ action, step, message, created_at })),
      // Each time the legal team opened the submission: when, and the will's version shown, by a reviewer
      // (the role only: who they are is the reviewer's own data).
      // The legal team's private file notes: when each was written and its text (UK GDPR article 15: the personal
      // data in them is the user's to see), not who wrote it (the reviewer's own data).
      legalTeamFileNotes: {
        about: copy.fileNotes,
        notes: (await untyped(db).selectFrom('review_file_note').select(['created_at', 'text']).where('user_id', '=', userId).orderBy('id').execute()).map(({ created_at, text }) => ({ writtenAt: created_at, text })),
      },
      legalTeamViews: (await db.selectFrom('review_view').select(['created_at', 'revision']).where('user_id', '=', userId).orderBy('id').execute()).map(({ created_at, revision }) => ({ viewedAt: created_at, revision, viewedBy: REVIEWER_ROLE })),
    }),
    'history.json': json(history.map((row) => ({ revision: row.revision, schemaVersion: row.schema_version, savedAt: row.created_at, will: parsed(row.document) }))),
    'draft-will.pdf': draft.will,
    'draft-signing-guide.pdf': draft.guide,
  };
  if (draft.letter) files['draft-letter-of-wishes.pdf'] = draft.letter;
  // The latest delivered documents as will.pdf, signing-guide.pdf and letter-of-wishes.pdf, and every delivered
  // version of the will under delivered/.
  const latest = delivered.at(-1);
  if (latest) files['will.pdf'] = new Uint8Array(latest.pdf);
  if (latest?.guide_pdf) files['signing-guide.pdf'] = new Uint8Array(latest.guide_pdf);
  if (latest?.letter_pdf) files['letter-of-wishes.pdf'] = new Uint8Array(latest.letter_pdf);
  delivered.forEach((d, i) => (files[deliveredFile(i + 1, d.created_at)] = new Uint8Array(d.pdf)));
  return zipSync(files);
}

/** The export's file of delivered version `version`, delivered at `at` (ISO). */
const deliveredFile = (version: number, at: string) => `delivered/will-version-${version}-${at.slice(0, 10)}.pdf`;

/** The export's file name for a date. */
export const exportFileName = (today: string) => interpolate(copy.fileName, { date: today });
