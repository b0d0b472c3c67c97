import { formatPence } from '../../will/money';
import { interpolate } from '../../steps/interpolate';
import { withCoupon, type CartState } from './cart-state';
import { couponRefusal, type Coupon } from './coupon';
import { belowMinimumCharge, MIN_CHARGE_PENCE } from './minimum-charge';
import { namesInCart, uncappedTotal, type CartContext } from './price-cart';
import copy from '../../../schemas/copy/checkout.json';

/**
 * Why `coupon` cannot be applied to `cart` (shown under the coupon field), or null when it can: it applies to none
 * of the cart's products (SPEC 8), or it would leave something to pay that is too little to charge by card (1–29p),
 * which the user could not pay; a coupon leaving nothing to pay is fine.
 */
export function couponRefusalIn(cart: CartState, coupon: Coupon, context: CartContext): string | null {
  const notApplicable = couponRefusal(coupon, namesInCart(cart, context));
  if (notApplicable) return notApplicable;
  const total = uncappedTotal(withCoupon(cart, coupon), context);
  if (!belowMinimumCharge(total)) return null;
  return interpolate(copy.coupon.belowMinimum, { total: formatPence(total), minimum: formatPence(MIN_CHARGE_PENCE) });
}
