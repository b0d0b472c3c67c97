import type { Pence } from '../../will/money';
import type { CartState } from './cart-state';
import type { CouponView } from './coupon';
import { discounted, percentOf } from './discount';
import { belowMinimumCharge, MIN_CHARGE_PENCE } from './minimum-charge';
import { basePriceOf, productNamed, type AddonName, type ProductName, type WillProductName } from './products';

/** What prices a cart besides its contents: the will it sells, the configuration, and the user's partner discount. */
export type CartContext = {
  willProduct: WillProductName;
  willPrice: Pence;
  printingEnabled: boolean;
  /** The partner discount in whole percent for a user referred by their partner; null for anyone else. */
  partnerDiscountPercentage: number | null;
};

/** One line of the cart (SPEC 3.2): `current_price` is `base_price` after the partner discount and a product coupon. */
export type CartLine = { id: number; name: ProductName; title: string; base_price: Pence; current_price: Pence };

/** The cart answer of SPEC 3.2: subtotal before any discount, total to pay; whole pence, never below 0. */
export type PricedCart = { coupon: CouponView | null; products: CartLine[]; addons: CartLine[]; subtotal: Pence; total: Pence };

/** The add-ons that can be bought now: printing only while the printing service is enabled. */
function availableAddons(addons: readonly AddonName[], context: Pick<CartContext, 'printingEnabled'>): AddonName[] {
  return addons.filter((name) => name !== 'printing_service' || context.printingEnabled);
}

/** Every product name in the priced cart: the will product and the available add-ons. */
export function namesInCart(cart: CartState, context: CartContext): ProductName[] {
  return [context.willProduct, ...availableAddons(cart.addons, context)];
}

function line(name: ProductName, cart: CartState, context: CartContext): CartLine {
  const product = productNamed(name);
  const base = basePriceOf(product, context.willPrice);
  let current = base;
  if (name === 'will' && context.partnerDiscountPercentage !== null) current -= percentOf(current, context.partnerDiscountPercentage);
  const { coupon } = cart;
  if (coupon && !coupon.applies_to_cart_total && coupon.products.includes(name)) {
    current = discounted(current, coupon.discount_type, coupon.discount_value);
  }
  return { id: product.id, name, title: product.title, base_price: base, current_price: current };
}

const sum = (lines: CartLine[], key: 'base_price' | 'current_price'): Pence => lines.reduce((total, l) => total + l[key], 0);

/** The lines of a cart and its total after every discount, before the minimum charge is considered. */
function pricedLines(cart: CartState, context: CartContext): { products: CartLine[]; addons: CartLine[]; total: Pence } {
  const products = [line(context.willProduct, cart, context)];
  const addons = availableAddons(cart.addons, context).map((name) => line(name, cart, context));
  const afterLines = sum([...products, ...addons], 'current_price');
  const { coupon } = cart;
  const total = coupon?.applies_to_cart_total ? discounted(afterLines, coupon.discount_type, coupon.discount_value) : afterLines;
  return { products, addons, total };
}

/**
 * What the cart would cost with its coupon taking everything it says, even when that leaves less than a card can
 * be charged (1–29p); checkout refuses such a coupon when it is applied (couponRefusalIn).
 */
export function uncappedTotal(cart: CartState, context: CartContext): Pence {
  return pricedLines(cart, context).total;
}

/**
 * Prices a cart from the catalogue and the context alone (SPEC 3.2): each line after the partner discount (on the
 * will) and a product coupon, then a cart-total coupon on the sum of the lines. A coupon never leaves a positive
 * total below the card minimum (MIN_CHARGE_PENCE): such a total is the minimum charge (or the total without the
 * coupon, when that is less), as when an add-on is removed after a large absolute coupon was applied.
 */
export function priceCart(cart: CartState, context: CartContext): PricedCart {
  const { products, addons, total: withCoupon } = pricedLines(cart, context);
  const { coupon } = cart;
  const total =
    coupon && belowMinimumCharge(withCoupon) ? Math.min(MIN_CHARGE_PENCE, pricedLines({ ...cart, coupon: null }, context).total) : withCoupon;
  const view: CouponView | null = coupon
    ? { code: coupon.code, discount_type: coupon.discount_type, discount_value: coupon.discount_value, applies_to_cart_total: coupon.applies_to_cart_total }
    : null;
  return { coupon: view, products, addons, subtotal: sum([...products, ...addons], 'base_price'), total };
}
