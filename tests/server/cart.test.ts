/**
 * The cart API (SPEC 7 will-api.cart.*, SPEC 3.2 cart): one cart per signed-in user, priced on the server from the
 * catalogue, the configuration and the stored cart. Runs on SQLite, and on PostgreSQL through scripts/with-postgres.sh.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, ORIGIN, type TestApp } from './test-app';
import { paidUserWithWill, userIdOf } from './will-test-data';
import { readConfig } from '../../server/config';
import { saveCoupon, seedSampleCoupons } from '../../server/stores/coupons';
import { claimReferral, createReferral } from '../../server/stores/partner-referrals';

const WILL = { id: 1, name: 'will', title: 'Your Will', base_price: 9000, current_price: 9000 };
const LPA = { id: 5, name: 'lpa', title: 'Lasting Power of Attorney', base_price: 9900, current_price: 9900 };
const URGENT = { id: 3, name: 'urgent_will', title: 'Urgent Will', base_price: 5000, current_price: 5000 };
const PRINTING = { id: 4, name: 'printing_service', title: 'Printing Service', base_price: 1500, current_price: 1500 };
const WELCOME10 = { code: 'WELCOME10', discount_type: 'PERCENTAGE', discount_value: 10, applies_to_cart_total: true };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSampleCoupons(t.db);
});
afterAll(() => t.close());

const post = (cookie: string, path: string, json?: unknown) => t.request(`/api/cart/${path}`, { method: 'POST', cookie, json });
const cartOf = async (cookie: string) => (await t.request('/api/cart', { cookie })).json();

describe('GET /api/cart', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/cart')).status).toBe(401);
    expect((await t.request('/api/cart/add-lpa', { method: 'POST' })).status).toBe(401);
  });

  it('starts with the will alone at WILL_PRICE', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/cart', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ coupon: null, products: [WILL], addons: [], subtotal: 9000, total: 9000 });
  });
});

describe('add-ons', () => {
  it('adds and removes each add-on, answering the cart each time', async () => {
    const { cookie } = await t.signUp();
    expect(await (await post(cookie, 'add-lpa')).json()).toMatchObject({ addons: [LPA], subtotal: 18900, total: 18900 });
    expect(await (await post(cookie, 'add-urgent-will')).json()).toMatchObject({ addons: [URGENT, LPA], total: 23900 });
    expect(await (await post(cookie, 'add-printing-service')).json()).toMatchObject({ addons: [URGENT, PRINTING, LPA], total: 25400 });
    expect(await (await post(cookie, 'remove-urgent-will')).json()).toMatchObject({ addons: [PRINTING, LPA], total: 20400 });
    expect(await (await post(cookie, 'remove-printing-service')).json()).toMatchObject({ addons: [LPA], total: 18900 });
    expect(await (await post(cookie, 'remove-lpa')).json()).toEqual({ coupon: null, products: [WILL], addons: [], subtotal: 9000, total: 9000 });
  });

  it('adds an add-on once however often it is asked, and removing a missing one changes nothing', async () => {
    const { cookie } = await t.signUp();
    await Promise.all([post(cookie, 'add-lpa'), post(cookie, 'add-lpa'), post(cookie, 'add-urgent-will')]);
    expect(await cartOf(cookie)).toMatchObject({ addons: [URGENT, LPA], total: 23900 });
    expect((await post(cookie, 'remove-printing-service')).status).toBe(200);
    expect(await cartOf(cookie)).toMatchObject({ addons: [URGENT, LPA] });
  });

  it("keeps each user's cart to themself", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await post(a.cookie, 'add-lpa');
    expect((await cartOf(b.cookie)).addons).toEqual([]);
    expect((await cartOf(a.cookie)).addons).toEqual([LPA]);
  });
});

describe('coupons', () => {
  it('applies a cart-total percentage coupon whatever its case, and resets it', async () => {
    const { cookie } = await t.signUp();
    await post(cookie, 'add-lpa');
    const applied = await post(cookie, 'apply-coupon', { code: ' welcome10 ' });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ coupon: WELCOME10, products: [WILL], addons: [LPA], subtotal: 18900, total: 17010 });
    expect((await cartOf(cookie)).coupon).toEqual(WELCOME10);
    expect(await (await post(cookie, 'reset-coupon')).json()).toMatchObject({ coupon: null, total: 18900 });
  });

  it('makes the cart free with a 100% coupon', async () => {
    const { cookie } = await t.signUp();
    expect(await (await post(cookie, 'apply-coupon', { code: 'FREEWILL' })).json()).toMatchObject({ subtotal: 9000, total: 0 });
  });

  it('takes off a coupon for the LPA alone when the LPA is removed, and keeps a cart-total coupon', async () => {
    const { cookie } = await t.signUp();
    await post(cookie, 'add-lpa');
    await post(cookie, 'add-urgent-will');
    await post(cookie, 'apply-coupon', { code: 'LPA20' });
    expect(await (await post(cookie, 'remove-urgent-will')).json()).toMatchObject({ coupon: { code: 'LPA20' } });
    expect(await (await post(cookie, 'remove-lpa')).json()).toEqual({ coupon: null, products: [WILL], addons: [], subtotal: 9000, total: 9000 });
    expect((await cartOf(cookie)).coupon).toBeNull();
    await post(cookie, 'add-lpa');
    await post(cookie, 'apply-coupon', { code: 'WELCOME10' });
    expect(await (await post(cookie, 'remove-lpa')).json()).toMatchObject({ coupon: WELCOME10, total: 8100 });
  });

  it('takes an absolute product coupon off its product only', async () => {
    const { cookie } = await t.signUp();
    await post(cookie, 'add-lpa');
    const cart = await (await post(cookie, 'apply-coupon', { code: 'LPA20' })).json();
    expect(cart.addons).toEqual([{ ...LPA, current_price: 7900 }]);
    expect(cart.products).toEqual([WILL]);
    expect(cart.total).toBe(16900);
  });

  it.each([
    ['an unknown code', { code: 'NOPE' }, 'This coupon code is not valid.'],
    ['a code far too long', { code: 'X'.repeat(500) }, 'This coupon code is not valid.'],
    ['no code', {}, 'Enter a coupon code.'],
    ['a blank code', { code: '   ' }, 'Enter a coupon code.'],
    ['a code that is not text', { code: 10 }, 'Enter a coupon code.'],
  ])('answers 422 with the message under code for %s, changing nothing', async (_name, body, message) => {
    const { cookie } = await t.signUp();
    await post(cookie, 'apply-coupon', { code: 'WELCOME10' });
    const response = await post(cookie, 'apply-coupon', body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ type: 'validation', message, fields: { code: [message] } });
    expect((await cartOf(cookie)).coupon).toEqual(WELCOME10);
  });

  it("refuses a coupon for none of the cart's products with the SPEC 8 message", async () => {
    const { cookie } = await t.signUp();
    const response = await post(cookie, 'apply-coupon', { code: 'LPA20' });
    expect(response.status).toBe(422);
    const message = "This coupon doesn't apply to any products in your cart!";
    expect(await response.json()).toEqual({ type: 'validation', message, fields: { code: [message] } });
    expect((await cartOf(cookie)).coupon).toBeNull();
  });

  it('never takes the total below 0', async () => {
    await saveCoupon(t.db, { code: 'HUGE', discount_type: 'ABSOLUTE', discount_value: 1_000_000, applies_to_cart_total: true, products: [] });
    const { cookie } = await t.signUp();
    await post(cookie, 'add-lpa');
    expect(await (await post(cookie, 'apply-coupon', { code: 'huge' })).json()).toMatchObject({ subtotal: 18900, total: 0 });
  });

  it('refuses a coupon that would leave 1p to 29p to pay, too little for a card, with a clear message under the field', async () => {
    await saveCoupon(t.db, { code: 'ALMOST', discount_type: 'ABSOLUTE', discount_value: 8990, applies_to_cart_total: true, products: [] });
    const { cookie } = await t.signUp();
    const response = await post(cookie, 'apply-coupon', { code: 'ALMOST' });
    expect(response.status).toBe(422);
    const message = "This coupon would leave £0.10 to pay, which is less than the £0.30 we can take by card, so it can't be used with this order.";
    expect(await response.json()).toEqual({ type: 'validation', message, fields: { code: [message] } });
    expect((await cartOf(cookie)).coupon).toBeNull();
  });

  it('charges the card minimum of 30p when removing an add-on leaves a coupon taking all but 1p to 29p', async () => {
    await saveCoupon(t.db, { code: 'ALMOST', discount_type: 'ABSOLUTE', discount_value: 8990, applies_to_cart_total: true, products: [] });
    const { cookie } = await t.signUp();
    await post(cookie, 'add-lpa');
    expect(await (await post(cookie, 'apply-coupon', { code: 'ALMOST' })).json()).toMatchObject({ subtotal: 18900, total: 18900 - 8990 });
    expect(await (await post(cookie, 'remove-lpa')).json()).toMatchObject({ coupon: { code: 'ALMOST' }, subtotal: 9000, total: 30 });
  });

  it("seeds the sample coupons once, keeping an operator's change to one", async () => {
    await saveCoupon(t.db, { code: 'WELCOME10', discount_type: 'PERCENTAGE', discount_value: 15, applies_to_cart_total: true, products: [] });
    await seedSampleCoupons(t.db);
    const { cookie } = await t.signUp();
    expect(await (await post(cookie, 'apply-coupon', { code: 'WELCOME10' })).json()).toMatchObject({ total: 7650 });
    await saveCoupon(t.db, { code: 'WELCOME10', discount_type: 'PERCENTAGE', discount_value: 10, applies_to_cart_total: true, products: [] });
  });

  it('drops a coupon that has since been deleted', async () => {
    await saveCoupon(t.db, { code: 'GONE', discount_type: 'PERCENTAGE', discount_value: 50, applies_to_cart_total: true, products: [] });
    const { cookie } = await t.signUp();
    await post(cookie, 'apply-coupon', { code: 'GONE' });
    await t.db.withTables<{ coupon: { code: string } }>().deleteFrom('coupon').where('code', '=', 'GONE').execute();
    expect(await cartOf(cookie)).toMatchObject({ coupon: null, total: 9000 });
  });
});

describe('prices come from the server alone', () => {
  it('ignores amounts, products and discounts a tampered body sends', async () => {
    const { cookie } = await t.signUp();
    const tampered = { price: 1, base_price: 1, current_price: 0, total: 0, subtotal: 0, id: 5, name: 'will', products: [], addons: [{ name: 'lpa', current_price: 0 }] };
    expect(await (await post(cookie, 'add-lpa', tampered)).json()).toMatchObject({ addons: [LPA], subtotal: 18900, total: 18900 });
    const coupon = await post(cookie, 'apply-coupon', { code: 'WELCOME10', discount_type: 'ABSOLUTE', discount_value: 1_000_000, applies_to_cart_total: true, total: 0 });
    expect(await coupon.json()).toMatchObject({ coupon: WELCOME10, total: 17010 });
    expect(await cartOf(cookie)).toMatchObject({ total: 17010 });
  });

  it('gives the partner discount to a user who signed up through their partner, on the will only', async () => {
    const referrer = await t.signUp();
    const partner = await t.signUp();
    const now = fixedClock.now();
    const code = await createReferral(t.db, await userIdOf(t, referrer.cookie), now);
    expect(await claimReferral(t.db, code, await userIdOf(t, partner.cookie), now)).toBe('claimed');
    await post(partner.cookie, 'add-lpa');
    expect(await cartOf(partner.cookie)).toEqual({ coupon: null, products: [{ ...WILL, current_price: 6750 }], addons: [LPA], subtotal: 18900, total: 16650 });
    expect((await cartOf(referrer.cookie)).total).toBe(9000);
  });
});

describe('with reactivation enabled and printing disabled', () => {
  let u: TestApp;
  beforeAll(async () => {
    const config = readConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cart-config-')), BASE_URL: ORIGIN, REACTIVATE_WILL_ENABLED: 'true', PRINTING_SERVICE_ENABLED: 'false' });
    u = await createTestApp({ config });
  });
  afterAll(() => u.close());

  it('sells a paid user without an active subscription the reactivated will', async () => {
    const { cookie } = await paidUserWithWill(u);
    expect((await (await u.request('/api/cart', { cookie })).json()).products).toEqual([
      { id: 2, name: 'reactivated_will', title: 'Your Will (reactivated)', base_price: 1000, current_price: 1000 },
    ]);
    const { cookie: fresh } = await u.signUp();
    expect((await (await u.request('/api/cart', { cookie: fresh })).json()).products).toEqual([WILL]);
  });

  it('refuses the printing service with a message', async () => {
    const { cookie } = await u.signUp();
    const response = await u.request('/api/cart/add-printing-service', { method: 'POST', cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ type: 'validation', message: 'The printing service is not available.', fields: {} });
    expect((await (await u.request('/api/cart', { cookie })).json()).addons).toEqual([]);
  });
});
