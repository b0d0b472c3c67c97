import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../db/database';

/** A row of partner_referral (migration 0009). */
export type PartnerReferralRow = {
  code: string;
  referrer_user_id: string;
  created_at: string;
  partner_user_id: string | null;
  claimed_at: string | null;
};

type ReferralTables = { partner_referral: PartnerReferralRow };

const tables = (db: AppDatabase) => db.withTables<ReferralTables>();

/** Referral codes: 16 random bytes, URL-safe, so a code cannot be guessed from another. */
const CODE = /^[A-Za-z0-9_-]{22}$/;

/** True when `code` has the shape of a referral code (anything else is refused before the database is asked). */
export function isReferralCode(code: unknown): code is string {
  return typeof code === 'string' && CODE.test(code);
}

/** A new referral code sent by `userId` at `now`. */
export async function createReferral(db: AppDatabase, userId: string, now: Date): Promise<string> {
  const code = randomBytes(16).toString('base64url');
  await tables(db).insertInto('partner_referral').values({ code, referrer_user_id: userId, created_at: now.toISOString(), partner_user_id: null, claimed_at: null }).execute();
  return code;
}

/** Takes back a referral whose email was not sent. */
export async function dropReferral(db: AppDatabase, code: string): Promise<void> {
  await tables(db).deleteFrom('partner_referral').where('code', '=', code).where('partner_user_id', 'is', null).execute();
}

export type ClaimOutcome = 'claimed' | 'unknown' | 'own' | 'taken' | 'already-referred';

/**
 * Records that `userId` signed up through referral `code`: refused for an unknown code, the referrer's own code,
 * a code another account claimed, and an account that already has a referral. Claiming one's own claimed code
 * again is 'claimed' (a retried request). The update only matches an unclaimed row, so two claims at once cannot
 * both win.
 */
export async function claimReferral(db: AppDatabase, code: string, userId: string, now: Date): Promise<ClaimOutcome> {
  const row = await tables(db).selectFrom('partner_referral').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return 'unknown';
  if (row.referrer_user_id === userId) return 'own';
  if (row.partner_user_id === userId) return 'claimed';
  if (row.partner_user_id !== null) return 'taken';
  if (await referralOf(db, userId)) return 'already-referred';
  const result = await tables(db)
    .updateTable('partner_referral')
    .set({ partner_user_id: userId, claimed_at: now.toISOString() })
    .where('code', '=', code)
    .where('partner_user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'claimed' : 'taken';
}

/** The referral `userId` signed up through, if any (checkout gives them the partner discount). */
export async function referralOf(db: AppDatabase, userId: string): Promise<PartnerReferralRow | undefined> {
  return tables(db).selectFrom('partner_referral').selectAll().where('partner_user_id', '=', userId).executeTakeFirst();
}
