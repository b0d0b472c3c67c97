import type { Pence } from '../money';
import type { CartState } from './cart-state';
import type { CouponView } from './coupon';
import { discounted, percentOf } from './discount';
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
export function availableAddons(addons: readonly AddonName[], context: Pick<CartContext, 'printingEnabled'>): AddonName[] {
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

/**
 * Prices a cart from the catalogue and the context alone (SPEC 3.2): each line after the partner discount (on the
 * will) and a product coupon, then a cart-total coupon on the sum of the lines.
 */
export function priceCart(cart: CartState, context: CartContext): PricedCart {
  const products = [line(context.willProduct, cart, context)];
  const addons = availableAddons(cart.addons, context).map((name) => line(name, cart, context));
  const lines = [...products, ...addons];
  const afterLines = sum(lines, 'current_price');
  const { coupon } = cart;
  const total = coupon?.applies_to_cart_total ? discounted(afterLines, coupon.discount_type, coupon.discount_value) : afterLines;
  const view: CouponView | null = coupon
    ? { code: coupon.code, discount_type: coupon.discount_type, discount_value: coupon.discount_value, applies_to_cart_total: coupon.applies_to_cart_total }
    : null;
  return { coupon: view, products, addons, subtotal: sum(lines, 'base_price'), total };
}
