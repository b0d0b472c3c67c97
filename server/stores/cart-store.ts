import type { AppDatabase } from '../db/database';
import type { CartState } from '../../engine/products/cart/cart-state';
import { addonNames, type AddonName } from '../../engine/products/cart/products';
import { findCoupon } from './coupons';

type CartTables = {
  cart_addon: { user_id: string; product: string; added_at: string };
  cart_coupon: { user_id: string; code: string; applied_at: string };
};

const tables = (db: AppDatabase) => db.withTables<CartTables>();

/**
 * The user's cart as stored: their add-ons in catalogue order (names the catalogue no longer has are left out) and
 * the coupon, if it still exists.
 */
export async function loadCartState(db: AppDatabase, userId: string): Promise<CartState> {
  const [addonRows, couponRow] = await Promise.all([
    tables(db).selectFrom('cart_addon').select('product').where('user_id', '=', userId).execute(),
    tables(db).selectFrom('cart_coupon').select('code').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const coupon = couponRow ? await findCoupon(db, couponRow.code) : undefined;
  const stored = new Set(addonRows.map((r) => r.product));
  return { addons: addonNames.filter((name) => stored.has(name)), coupon: coupon ?? null };
}

/** Puts `addon` in the user's cart at `now` (nothing changes if it is there already). */
export async function addCartAddon(db: AppDatabase, userId: string, addon: AddonName, now: Date): Promise<void> {
  await tables(db)
    .insertInto('cart_addon')
    .values({ user_id: userId, product: addon, added_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'product']).doNothing())
    .execute();
}

/** Takes `addon` out of the user's cart. */
export async function removeCartAddon(db: AppDatabase, userId: string, addon: AddonName): Promise<void> {
  await tables(db).deleteFrom('cart_addon').where('user_id', '=', userId).where('product', '=', addon).execute();
}

/** Applies coupon `code` to the user's cart at `now`, in place of any other. */
export async function setCartCoupon(db: AppDatabase, userId: string, code: string, now: Date): Promise<void> {
  const applied_at = now.toISOString();
  await tables(db)
    .insertInto('cart_coupon')
    .values({ user_id: userId, code, applied_at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ code, applied_at }))
    .execute();
}

/** Removes any coupon from the user's cart. */
export async function clearCartCoupon(db: AppDatabase, userId: string): Promise<void> {
  await tables(db).deleteFrom('cart_coupon').where('user_id', '=', userId).execute();
}

/** Empties the user's cart (add-ons and coupon), as checkout does once the order is paid. */
export async function clearCart(db: AppDatabase, userId: string): Promise<void> {
  await tables(db).deleteFrom('cart_addon').where('user_id', '=', userId).execute();
  await clearCartCoupon(db, userId);
}
