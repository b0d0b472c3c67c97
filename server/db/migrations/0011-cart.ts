import { sql, type Kysely } from 'kysely';

/**
 * The cart (SPEC 3.2), one per user: each add-on chosen is a row of cart_addon and the coupon applied a row of
 * cart_coupon, so adding, removing and applying are single statements that two requests at once cannot undo. The
 * will product and every price are worked out from the catalogue on each read, never stored. Coupons live in
 * `coupon`: codes upper-case, `products` a JSON array of product names (used when not on the cart total).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupon')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('discount_type', 'text', (c) => c.notNull().check(sql`discount_type in ('PERCENTAGE', 'ABSOLUTE')`))
    .addColumn('discount_value', 'integer', (c) => c.notNull().check(sql`discount_value >= 0`))
    .addColumn('applies_to_cart_total', 'integer', (c) => c.notNull().check(sql`applies_to_cart_total in (0, 1)`))
    .addColumn('products', 'text', (c) => c.notNull().defaultTo('[]'))
    .addCheckConstraint('coupon_percentage_at_most_100', sql`discount_type <> 'PERCENTAGE' or discount_value <= 100`)
    .execute();
  await db.schema
    .createTable('cart_addon')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_addon_pk', ['user_id', 'product'])
    .execute();
  await db.schema
    .createTable('cart_coupon')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
}
