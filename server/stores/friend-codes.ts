import { randomInt } from 'node:crypto';
import type { AppDatabase } from '../db/database';
import { findCoupon, saveCoupon } from './coupons';
import copy from '../../schemas/copy/checkout.json';

type FriendCodeTables = { friend_code: { user_id: string; code: string; created_at: string } };

const tables = (db: AppDatabase) => db.withTables<FriendCodeTables>();

/** No 0/O or 1/I/L: a code read out or copied by hand is not misread. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const ATTEMPTS = 5;

/** A new random code, e.g. FRIEND-7KQ2MX. */
const newCode = () => `FRIEND-${Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** A user's refer-a-friend code and what it takes off a friend's will (whole percent). */
export type FriendCode = { code: string; percent: number };

const codeOf = (db: AppDatabase, userId: string) => tables(db).selectFrom('friend_code').select('code').where('user_id', '=', userId).executeTakeFirst();

/**
 * The user's one refer-a-friend code (SPEC 2.14), made the first time it is asked for: a random FRIEND-XXXXXX that is
 * also a coupon of `percent`% off the will, so a friend applies it in the coupon box like any coupon. Answers null
 * when the code's coupon was removed by an operator. Throws when no unused code was found in a few tries.
 */
export async function ensureFriendCode(db: AppDatabase, userId: string, percent: number, now: Date): Promise<FriendCode | null> {
  for (let attempt = 0; attempt < ATTEMPTS && !(await codeOf(db, userId)); attempt++) {
    const code = newCode();
    // A code some coupon already has (another user's, an operator's) is not reused: try another.
    if (await findCoupon(db, code)) continue;
    await db.transaction().execute(async (trx) => {
      const inserted = await tables(trx)
        .insertInto('friend_code')
        .values({ user_id: userId, code, created_at: now.toISOString() })
        // Two requests at once: the first one's code stands, and the second makes no coupon.
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
        await saveCoupon(trx, { code, discount_type: 'PERCENTAGE', discount_value: percent, applies_to_cart_total: false, products: ['will'] });
      }
    });
  }
  const row = await codeOf(db, userId);
  if (!row) throw new Error(`No unused refer-a-friend code was found for user ${userId} in ${ATTEMPTS} tries`);
  const coupon = await findCoupon(db, row.code);
  return coupon ? { code: coupon.code, percent: coupon.discount_value } : null;
}

/**
 * Why the user may not use coupon `code` (shown under the coupon field), or null when they may: a refer-a-friend
 * code is never its owner's to use, and each friend uses it once (a paid or refunded order of theirs names it).
 */
export async function friendCodeRefusal(db: AppDatabase, userId: string, code: string): Promise<string | null> {
  const owner = await tables(db).selectFrom('friend_code').select('user_id').where('code', '=', code).executeTakeFirst();
  if (!owner) return null;
  if (owner.user_id === userId) return copy.coupon.ownFriendCode;
  const used = await db
    .selectFrom('will_order')
    .select('id')
    .where('user_id', '=', userId)
    .where('coupon_code', '=', code)
    .where('state', '<>', 'pending')
    .executeTakeFirst();
  return used ? copy.coupon.friendCodeUsed : null;
}
