import type { Kysely } from 'kysely';

/**
 * Refer-a-friend codes (SPEC 2.14): each paying user's one personal code, shown on the checkout-complete
 * page. The code is also a row of `coupon` (a percentage off the will), so the cart prices it like any coupon; this
 * table says whose it is, so its owner cannot use it, and a friend's paid order naming it (will_order.coupon_code)
 * means that friend has used it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('friend_code')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
