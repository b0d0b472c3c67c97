import { describe, expect, it } from 'vitest';
import { addAddon, removeAddon, withCoupon, type CartState } from './cart-state';
import { couponRefusal, normaliseCouponCode, type Coupon } from './coupon';
import { priceCart, type CartContext } from './price-cart';
import { willProductFor } from './will-product';
import { formatPence } from '../../will/money';

const emptyCart: CartState = { addons: [], coupon: null };

const context: CartContext = { willProduct: 'will', willPrice: 9000, printingEnabled: true, partnerDiscountPercentage: null };
const coupon = (over: Partial<Coupon>): Coupon => ({ code: 'C', discount_type: 'PERCENTAGE', discount_value: 10, applies_to_cart_total: true, products: [], ...over });

describe('priceCart', () => {
  it('sells the will alone at the configured price', () => {
    expect(priceCart(emptyCart, context)).toEqual({
      coupon: null,
      products: [{ id: 1, name: 'will', title: 'Your Will', base_price: 9000, current_price: 9000 }],
      addons: [],
      subtotal: 9000,
      total: 9000,
    });
  });

  it('lists add-ons with the SPEC 2.14 titles in catalogue order and adds their prices', () => {
    const cart = addAddon(addAddon(addAddon(emptyCart, 'lpa'), 'printing_service'), 'urgent_will');
    const priced = priceCart(cart, context);
    expect(priced.addons.map((a) => a.title)).toEqual(['Urgent Will', 'Printing Service', 'Lasting Power of Attorney']);
    expect(priced.subtotal).toBe(9000 + 5000 + 1500 + 9900);
    expect(priced.total).toBe(priced.subtotal);
  });

  it('leaves printing out while the printing service is disabled', () => {
    const priced = priceCart(addAddon(emptyCart, 'printing_service'), { ...context, printingEnabled: false });
    expect(priced.addons).toEqual([]);
    expect(priced.total).toBe(9000);
  });

  it('sells the reactivated will to a paid user without an active subscription when reactivation is enabled', () => {
    expect(willProductFor({ paid: true, subscriptionActive: false, reactivateEnabled: true })).toBe('reactivated_will');
    expect(willProductFor({ paid: true, subscriptionActive: false, reactivateEnabled: false })).toBe('will');
    expect(willProductFor({ paid: true, subscriptionActive: true, reactivateEnabled: true })).toBe('will');
    expect(willProductFor({ paid: false, subscriptionActive: false, reactivateEnabled: true })).toBe('will');
    const priced = priceCart(emptyCart, { ...context, willProduct: 'reactivated_will' });
    expect(priced.products).toEqual([{ id: 2, name: 'reactivated_will', title: 'Your Will (reactivated)', base_price: 1000, current_price: 1000 }]);
  });

  it('takes the partner discount off the will only, to the nearest penny', () => {
    const priced = priceCart(addAddon(emptyCart, 'lpa'), { ...context, willPrice: 8999, partnerDiscountPercentage: 25 });
    expect(priced.products[0]!.current_price).toBe(8999 - 2250);
    expect(priced.addons[0]!.current_price).toBe(9900);
    expect(priced.subtotal).toBe(8999 + 9900);
    expect(priced.total).toBe(6749 + 9900);
  });

  it('applies a percentage or absolute coupon to the cart total, never below 0', () => {
    const cart = addAddon(emptyCart, 'lpa');
    expect(priceCart(withCoupon(cart, coupon({ discount_value: 10 })), context).total).toBe(18900 - 1890);
    expect(priceCart(withCoupon(cart, coupon({ discount_value: 100 })), context).total).toBe(0);
    expect(priceCart(withCoupon(cart, coupon({ discount_type: 'ABSOLUTE', discount_value: 2500 })), context).total).toBe(16400);
    expect(priceCart(withCoupon(cart, coupon({ discount_type: 'ABSOLUTE', discount_value: 50_000 })), context).total).toBe(0);
  });

  it('applies a product coupon to each of its products in the cart and shows it on their lines', () => {
    const lpaOff = coupon({ applies_to_cart_total: false, discount_type: 'ABSOLUTE', discount_value: 1000, products: ['lpa', 'urgent_will'] });
    const priced = priceCart(withCoupon(addAddon(emptyCart, 'lpa'), lpaOff), context);
    expect(priced.products[0]!.current_price).toBe(9000);
    expect(priced.addons[0]).toMatchObject({ name: 'lpa', base_price: 9900, current_price: 8900 });
    expect(priced.total).toBe(17900);
    expect(priced.coupon).toEqual({ code: 'C', discount_type: 'ABSOLUTE', discount_value: 1000, applies_to_cart_total: false });
  });

  it('keeps an applied coupon whose product was removed, taking nothing off', () => {
    const lpaOff = coupon({ applies_to_cart_total: false, products: ['lpa'] });
    const priced = priceCart(removeAddon(withCoupon(addAddon(emptyCart, 'lpa'), lpaOff), 'lpa'), context);
    expect(priced.total).toBe(9000);
    expect(priced.coupon?.code).toBe('C');
  });
});

describe('coupons', () => {
  it("refuses a product coupon for none of the cart's products with the SPEC 8 message", () => {
    const lpaOnly = coupon({ applies_to_cart_total: false, products: ['lpa'] });
    expect(couponRefusal(lpaOnly, ['will'])).toBe("This coupon doesn't apply to any products in your cart!");
    expect(couponRefusal(lpaOnly, ['will', 'lpa'])).toBeNull();
    expect(couponRefusal(coupon({}), ['will'])).toBeNull();
  });

  it('matches codes whatever their case and surrounding spaces', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
  });
});

describe('formatPence for the cart', () => {
  it('shows £x.xx (the cart itself shows a price of £0 as the copy\'s "Free")', () => {
    expect(formatPence(priceCart(emptyCart, context).total)).toBe('£90.00');
    expect(formatPence(priceCart(withCoupon(emptyCart, coupon({ discount_value: 100 })), context).total)).toBe('£0.00');
  });
});
