import type { AppDatabase } from '../db/database';
import { normaliseCouponCode, type Coupon } from '../../engine/products/cart/coupon';
import { products as catalogue, type ProductName } from '../../engine/products/cart/products';
import sampleCoupons from '../../data-seed/coupons.json';

/** A row of coupon (migration 0011): booleans as 0 or 1, products as a JSON array of product names. */
type CouponRow = { code: string; discount_type: string; discount_value: number; applies_to_cart_total: number; products: string };

type CouponTables = { coupon: CouponRow };

const tables = (db: AppDatabase) => db.withTables<CouponTables>();

const PRODUCT_NAMES = new Set<string>(catalogue.map((p) => p.name));

/** The coupon a row stores; a product name the catalogue no longer has is left out. */
function couponOf(row: CouponRow): Coupon {
  const names: unknown = JSON.parse(row.products);
  return {
    code: row.code,
    discount_type: row.discount_type === 'ABSOLUTE' ? 'ABSOLUTE' : 'PERCENTAGE',
    discount_value: Number(row.discount_value),
    applies_to_cart_total: Number(row.applies_to_cart_total) === 1,
    products: Array.isArray(names) ? names.filter((n): n is ProductName => PRODUCT_NAMES.has(n)) : [],
  };
}

/** The coupon with code `code` (matched trimmed and whatever its case), or undefined. */
export async function findCoupon(db: AppDatabase, code: string): Promise<Coupon | undefined> {
  const row = await tables(db).selectFrom('coupon').selectAll().where('code', '=', normaliseCouponCode(code)).executeTakeFirst();
  return row ? couponOf(row) : undefined;
}

function rowOf(coupon: Coupon): CouponRow {
  return {
    code: normaliseCouponCode(coupon.code),
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_value,
    applies_to_cart_total: coupon.applies_to_cart_total ? 1 : 0,
    products: JSON.stringify(coupon.products),
  };
}

/** Stores `coupon`, replacing any coupon with its code. */
export async function saveCoupon(db: AppDatabase, coupon: Coupon): Promise<void> {
  const row = rowOf(coupon);
  const { discount_type, discount_value, applies_to_cart_total, products } = row;
  await tables(db)
    .insertInto('coupon')
    .values(row)
    .onConflict((oc) => oc.column('code').doUpdateSet({ discount_type, discount_value, applies_to_cart_total, products }))
    .execute();
}

/**
 * Adds the sample coupons of data-seed/coupons.json that are missing (SAMPLE_COUPONS=true, never by default); a
 * coupon an operator changed keeps its change.
 */
export async function seedSampleCoupons(db: AppDatabase): Promise<void> {
  const rows = (sampleCoupons as Coupon[]).map(rowOf);
  await tables(db).insertInto('coupon').values(rows).onConflict((oc) => oc.column('code').doNothing()).execute();
}

/**
 * Removes the sample coupons of data-seed/coupons.json, and takes them off every cart, when sample coupons are off
 * (SAMPLE_COUPONS not true, the default): a data folder or database started once with them must not
 * keep FREEWILL's 100% discount. A coupon an operator changed under a sample code is theirs, and is kept. Orders keep
 * the code they were paid with.
 */
export async function removeSampleCoupons(db: AppDatabase): Promise<void> {
  const t = db.withTables<CouponTables & { cart_coupon: { user_id: string; code: string } }>();
  for (const row of (sampleCoupons as Coupon[]).map(rowOf)) {
    const unchanged = t
      .selectFrom('coupon')
      .select('code')
      .where('code', '=', row.code)
      .where('discount_type', '=', row.discount_type)
      .where('discount_value', '=', row.discount_value)
      .where('applies_to_cart_total', '=', row.applies_to_cart_total)
      .where('products', '=', row.products);
    await t.deleteFrom('cart_coupon').where('code', 'in', unchanged).execute();
    await t.deleteFrom('coupon').where('code', 'in', unchanged).execute();
  }
}
