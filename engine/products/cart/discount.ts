import type { Pence } from '../../will/money';

/** How a coupon takes money off (SPEC 3.2): a whole percentage, or an amount in pence. */
export type DiscountType = 'PERCENTAGE' | 'ABSOLUTE';

/** `percent` % of `pence`, rounded to the nearest whole penny (halves up); `percent` is clamped to 0–100. */
export function percentOf(pence: Pence, percent: number): Pence {
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.floor((pence * clamped + 50) / 100);
}

/** `price` less a discount of `type` and `value`, never below 0 and never above `price`. */
export function discounted(price: Pence, type: DiscountType, value: number): Pence {
  const off = type === 'PERCENTAGE' ? percentOf(price, value) : Math.max(0, value);
  return Math.max(0, price - off);
}
