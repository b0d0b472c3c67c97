import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addAddon, removeAddon, withCoupon, type CartState } from './cart-state';
import type { Coupon } from './coupon';
import { couponRefusalIn } from './coupon-check';
import { belowMinimumCharge, MIN_CHARGE_PENCE } from './minimum-charge';
import { priceCart, uncappedTotal, type CartContext } from './price-cart';
import { addonNames, type AddonName, type ProductName } from './products';

const emptyCart: CartState = { addons: [], coupon: null };

const productNames: ProductName[] = ['will', 'reactivated_will', 'lpa', 'urgent_will', 'printing_service'];

const arbCoupon: fc.Arbitrary<Coupon> = fc.oneof(
  fc.record({
    code: fc.constant('P'),
    discount_type: fc.constant('PERCENTAGE' as const),
    discount_value: fc.integer({ min: 0, max: 100 }),
    applies_to_cart_total: fc.boolean(),
    products: fc.subarray(productNames),
  }),
  fc.record({
    code: fc.constant('A'),
    discount_type: fc.constant('ABSOLUTE' as const),
    discount_value: fc.integer({ min: 0, max: 1_000_000 }),
    applies_to_cart_total: fc.boolean(),
    products: fc.subarray(productNames),
  }),
);

const arbContext: fc.Arbitrary<CartContext> = fc.record({
  willProduct: fc.constantFrom('will' as const, 'reactivated_will' as const),
  willPrice: fc.integer({ min: 0, max: 10_000_000 }),
  printingEnabled: fc.boolean(),
  partnerDiscountPercentage: fc.option(fc.integer({ min: 0, max: 100 })),
});

const arbCart: fc.Arbitrary<CartState> = fc.record({ addons: fc.subarray(addonNames), coupon: fc.option(arbCoupon) });

describe('cart arithmetic (properties)', () => {
  it('never goes below 0, never above the subtotal, and is always whole pence', () => {
    fc.assert(
      fc.property(arbCart, arbContext, (cart, context) => {
        const priced = priceCart(cart, context);
        const lines = [...priced.products, ...priced.addons];
        for (const amount of [priced.subtotal, priced.total, ...lines.flatMap((l) => [l.base_price, l.current_price])]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        for (const l of lines) expect(l.current_price).toBeLessThanOrEqual(l.base_price);
        expect(priced.total).toBeLessThanOrEqual(priced.subtotal);
        expect(priced.subtotal).toBe(lines.reduce((s, l) => s + l.base_price, 0));
      }),
    );
  });

  it('totals exactly the sum of the lines when no cart-total coupon applies (and the minimum charge does not step in)', () => {
    fc.assert(
      fc.property(arbCart, arbContext, (cart, context) => {
        fc.pre(!cart.coupon?.applies_to_cart_total);
        const priced = priceCart(cart, context);
        const lines = [...priced.products, ...priced.addons].reduce((s, l) => s + l.current_price, 0);
        fc.pre(!belowMinimumCharge(lines));
        expect(priced.total).toBe(lines);
      }),
    );
  });

  it('undoes adding an add-on by removing it', () => {
    fc.assert(
      fc.property(arbCart, arbContext, fc.constantFrom(...addonNames), (cart, context, addon) => {
        fc.pre(!cart.addons.includes(addon));
        expect(priceCart(removeAddon(addAddon(cart, addon), addon), context)).toEqual(priceCart(cart, context));
      }),
    );
  });

  it('prices the same whatever order the add-ons and the coupon were put in', () => {
    type Op = { addon: AddonName } | { coupon: Coupon };
    const ops = fc.tuple(fc.subarray(addonNames), fc.option(arbCoupon)).map(([addons, coupon]) => [
      ...addons.map((addon): Op => ({ addon })),
      ...(coupon ? [{ coupon } as Op] : []),
    ]);
    const run = (list: Op[]) => list.reduce((cart, op) => ('addon' in op ? addAddon(cart, op.addon) : withCoupon(cart, op.coupon)), emptyCart);
    fc.assert(
      fc.property(ops.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))), arbContext, ([list, shuffled], context) => {
        expect(priceCart(run(shuffled), context)).toEqual(priceCart(run(list), context));
      }),
    );
  });

  /** A cart-total coupon taking all but `left` pence off the cart as it is priced without a coupon. */
  const leaving = (cart: CartState, context: CartContext, left: number): Coupon => ({
    code: 'NEAR',
    discount_type: 'ABSOLUTE',
    discount_value: priceCart({ ...cart, coupon: null }, context).total - left,
    applies_to_cart_total: true,
    products: [],
  });

  it('never lets a coupon bring a positive total below the card minimum: it is 0, at least 30p, or what it was without the coupon', () => {
    const anyCoupon = fc.oneof(arbCoupon, fc.tuple(arbCart, arbContext, fc.integer({ min: 1, max: MIN_CHARGE_PENCE - 1 })).map(([c, x, left]) => leaving(c, x, left)));
    fc.assert(
      fc.property(arbCart, arbContext, anyCoupon, (cart, context, coupon) => {
        const without = priceCart({ ...cart, coupon: null }, context).total;
        const { total } = priceCart(withCoupon(cart, coupon), context);
        expect(total === 0 || total >= MIN_CHARGE_PENCE || total === without).toBe(true);
        expect(total).toBeLessThanOrEqual(without);
      }),
    );
  });

  it('refuses, at application, exactly the applicable coupons that would leave 1p to 29p to pay, naming the amount', () => {
    fc.assert(
      fc.property(arbCart, arbContext, fc.integer({ min: -40, max: 40 }), (cart, context, left) => {
        const without = priceCart({ ...cart, coupon: null }, context).total;
        fc.pre(without >= MIN_CHARGE_PENCE && left <= without);
        const coupon = leaving(cart, context, left);
        const refusal = couponRefusalIn(cart, coupon, context);
        const wouldLeave = uncappedTotal(withCoupon(cart, coupon), context);
        if (belowMinimumCharge(wouldLeave)) {
          expect(refusal).toMatch(/^This coupon would leave £0\.\d\d to pay, which is less than the £0\.30 we can take by card/);
          expect(priceCart(withCoupon(cart, coupon), context).total).toBe(MIN_CHARGE_PENCE);
        } else {
          expect(refusal).toBeNull();
        }
      }),
    );
  });

  it('refuses any coupon, of either kind, whose priced total would fall in 1p to 29p, and no other applicable coupon', () => {
    fc.assert(
      fc.property(arbCart, arbContext, arbCoupon, (cart, context, coupon) => {
        const refusal = couponRefusalIn(cart, coupon, context);
        fc.pre(refusal !== "This coupon doesn't apply to any products in your cart!");
        expect(refusal !== null).toBe(belowMinimumCharge(uncappedTotal(withCoupon(cart, coupon), context)));
      }),
    );
  });
});
