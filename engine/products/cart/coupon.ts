import type { DiscountType } from './discount';
import type { ProductName } from './products';
import cartCopy from '../../../schemas/copy/cart.json';

/**
 * A coupon (SPEC 3.2): on the cart total, or on each product of `products` in the cart. `discount_value` is a whole
 * percentage (0–100) for PERCENTAGE and pence for ABSOLUTE.
 */
export type Coupon = {
  code: string;
  discount_type: DiscountType;
  discount_value: number;
  applies_to_cart_total: boolean;
  products: ProductName[];
};

/** The coupon as the cart answer shows it (SPEC 3.2), without the product list. */
export type CouponView = Omit<Coupon, 'products'>;

/** A typed code as coupons are stored: trimmed and upper-case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** True when the coupon takes something off a cart holding `inCart`. */
function couponApplies(coupon: Coupon, inCart: readonly ProductName[]): boolean {
  return coupon.applies_to_cart_total || coupon.products.some((name) => inCart.includes(name));
}

/** Why `coupon` cannot be applied to a cart holding `inCart` (SPEC 8), or null when it can. */
export function couponRefusal(coupon: Coupon, inCart: readonly ProductName[]): string | null {
  return couponApplies(coupon, inCart) ? null : cartCopy.couponNotApplicable;
}
