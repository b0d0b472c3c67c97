/**
 * Checkout over the real app and the embedded local test gateway: a card payment for exactly the amount
 * the server computed, once, and everything paying means. Runs on SQLite, and on PostgreSQL through
 * scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { seedSampleCoupons } from '../../server/stores/coupons';
import { CARD_DECLINED, CARD_NO_FUNDS, CARD_OK, ordersOf, pay, paymentMethodFor, payingUser, payUpToComplete, post, receiptsTo } from './checkout-helpers';

const WILL = { id: 1, name: 'will', title: 'Your Will', base_price: 9000, current_price: 9000 };
const URGENT = { id: 3, name: 'urgent_will', title: 'Urgent Will', base_price: 5000, current_price: 5000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSampleCoupons(t.db);
});
afterAll(() => t.close());

const newUser = () => payingUser(t);

const willOf = async (cookie: string) => (await t.request('/api/will', { cookie })).json();
const statusOf = async (cookie: string) => (await t.request('/api/checkout/status', { cookie })).json();
const localIntents = () => t.db.selectFrom('local_payment_intent').selectAll().execute();

describe('the session check', () => {
  it('keeps every checkout and local gateway route to signed-in users', async () => {
    expect((await t.request('/api/checkout/status')).status).toBe(401);
    for (const path of ['payment-method', 'payment-intent', 'complete', 'charity-consent']) {
      expect((await t.request(`/api/checkout/${path}`, { method: 'POST', json: {} })).status).toBe(401);
    }
    expect((await t.request('/api/local-gateway/payment-methods', { method: 'POST', json: {} })).status).toBe(401);
    expect((await t.request('/api/local-gateway/confirm', { method: 'POST', json: {} })).status).toBe(401);
  });
});

describe('GET /api/checkout/status', () => {
  it('starts unpaid, with no charity, on the local gateway', async () => {
    const { cookie } = await newUser();
    expect(await statusOf(cookie)).toEqual({ charity: null, is_free_will: false, paid: false, gateway: { gateway: 'local' }, next_step: null, review_due_dates: { standard: '2026-11-30', urgent: '2026-11-25' } });
  });
});

describe('paying with 4242 4242 4242 4242', () => {
  it('pays the order, submits the will, starts the subscription for a year, empties the cart and emails one receipt', async () => {
    const { cookie, email, userId } = await newUser();
    await post(t, cookie, '/api/cart/apply-coupon', { code: 'WELCOME10' });
    const intent = await payUpToComplete(t, cookie);
    expect(intent).toMatchObject({ total: 8100, payment_intent: { id: expect.stringMatching(/^pi_/), client_secret: expect.stringMatching(/_secret_/) } });

    const completed = await post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id });
    expect(completed.status).toBe(200);
    expect(await completed.json()).toEqual({
      order: { id: intent.order_id, total: 8100, lines: [WILL], urgent_due_date: null, paid_at: '2026-11-22T10:00:00.000Z' },
      sale: { total: 8100, currency: 'GBP' },
      affiliate: [],
    });

    const [order] = await ordersOf(t, userId);
    expect(order).toMatchObject({ state: 'paid', total: 8100, subtotal: 9000, coupon_code: 'WELCOME10', idempotency_key: `order-${intent.order_id}-8100` });
    expect(await willOf(cookie)).toMatchObject({
      paid: true,
      submission: { state: 'NEW', submitted_at: '2026-11-22T10:00:00.000Z' },
      subscription: { is_active: true, cancel_at_period_end: false, current_period_end: '2027-11-22T10:00:00.000Z' },
    });
    expect(await (await t.request('/api/cart', { cookie })).json()).toEqual({ coupon: null, products: [WILL], addons: [], subtotal: 9000, total: 9000 });
    expect(await statusOf(cookie)).toMatchObject({ paid: true, is_free_will: false });

    const receipts = await receiptsTo(t, email);
    expect(receipts).toHaveLength(1);
    const text = receipts[0]!.body_text;
    expect(text).toContain('Your Will: £90.00');
    expect(text).toContain('Total paid: £81.00');
    expect(text).toContain('Paid by Visa card ending in 4242');
    expect(text).toContain('30-day money-back guarantee');
    expect(text).not.toContain('urgent');
  });

  // Paid on a Sunday: the will reaches the legal team on Monday 23rd, and is due two working days after it.
  it('sets the urgent will due two working days after payment (Sunday 22 November 2026 → Wednesday 25th)', async () => {
    const { cookie, email } = await newUser();
    await post(t, cookie, '/api/cart/add-urgent-will');
    const answer = await pay(t, cookie);
    expect(answer.order).toMatchObject({ total: 14000, lines: [WILL, URGENT], urgent_due_date: '2026-11-25' });
    const [receipt] = await receiptsTo(t, email);
    expect(receipt!.body_text).toContain('Urgent Will: £50.00');
    expect(receipt!.body_text).toContain('reviewed and emailed by Wednesday 25 November 2026');
  });

  it('refuses a second payment while the will is paid and the subscription active', async () => {
    const { cookie } = await newUser();
    await pay(t, cookie);
    const again = await post(t, cookie, '/api/checkout/payment-intent');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ type: 'conflict', message: 'Your will is already paid for.' });
  });
});

describe('refused cards', () => {
  it("answers 402 with the gateway's words for a declined card, and stores nothing as paid", async () => {
    const { cookie, userId } = await newUser();
    const method = await paymentMethodFor(t, cookie, CARD_DECLINED);
    const refused = await post(t, cookie, '/api/checkout/payment-method', { payment_method: method });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ type: 'payment', message: 'Your card was declined.' });
    // Without a registered card there is nothing to charge.
    const intent = await post(t, cookie, '/api/checkout/payment-intent');
    expect(intent.status).toBe(422);
    expect(await intent.json()).toMatchObject({ type: 'validation', fields: { payment_method: ['Please enter your card details.'] } });
    expect((await ordersOf(t, userId)).filter((o) => o.state !== 'pending')).toEqual([]);
    expect(await willOf(cookie)).toMatchObject({ paid: false, submission: null, subscription: null });
  });

  it('refuses to complete after insufficient funds, then takes another card for the same order and intent', async () => {
    const { cookie, userId } = await newUser();
    const method = await paymentMethodFor(t, cookie, CARD_NO_FUNDS);
    await post(t, cookie, '/api/checkout/payment-method', { payment_method: method });
    const intent = (await (await post(t, cookie, '/api/checkout/payment-intent')).json()) as { order_id: string; payment_intent: { id: string; client_secret: string } };
    const confirmed = await post(t, cookie, '/api/local-gateway/confirm', { client_secret: intent.payment_intent.client_secret, payment_method: method });
    expect(confirmed.status).toBe(402);
    expect(await confirmed.json()).toEqual({ type: 'payment', message: 'Your card has insufficient funds.' });
    const early = await post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id });
    expect(early.status).toBe(402);
    expect(await early.json()).toEqual({ type: 'payment', message: 'Your card has insufficient funds.' });
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['pending']);
    expect((await willOf(cookie)).paid).toBe(false);

    const retried = await payUpToComplete(t, cookie, CARD_OK);
    expect(retried.order_id).toBe(intent.order_id);
    expect(retried.payment_intent?.id).toBe(intent.payment_intent.id);
    expect((await post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id })).status).toBe(200);
  });

  it('answers 402 when completing an order that was never paid', async () => {
    const { cookie } = await newUser();
    await post(t, cookie, '/api/checkout/payment-method', { payment_method: await paymentMethodFor(t, cookie, CARD_OK) });
    const { order_id } = (await (await post(t, cookie, '/api/checkout/payment-intent')).json()) as { order_id: string };
    const early = await post(t, cookie, '/api/checkout/complete', { order_id });
    expect(early.status).toBe(402);
    expect(await early.json()).toEqual({ type: 'payment', message: 'Your payment has not been taken yet. Please try again.' });
  });
});

describe('a 100% coupon (FREEWILL)', () => {
  it('needs no payment intent, completes, and makes the will a free will', async () => {
    const { cookie, email } = await newUser();
    expect((await post(t, cookie, '/api/cart/apply-coupon', { code: 'FREEWILL' })).status).toBe(200);
    const intent = await post(t, cookie, '/api/checkout/payment-intent');
    expect(intent.status).toBe(200);
    const answer = (await intent.json()) as { order_id: string };
    expect(answer).toEqual({ order_id: expect.any(String), total: 0, payment_intent: null });
    const completed = await post(t, cookie, '/api/checkout/complete', { order_id: answer.order_id });
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ order: { total: 0 }, sale: { total: 0, currency: 'GBP' } });
    expect(await statusOf(cookie)).toMatchObject({ paid: true, is_free_will: true });
    expect((await willOf(cookie)).submission.state).toBe('NEW');
    const [receipt] = await receiptsTo(t, email);
    expect(receipt!.body_text).toContain('Total paid: £0.00');
    expect(receipt!.body_text).not.toContain('card ending');
  });
});

describe('paying twice', () => {
  it('gives two concurrent payment-intent calls one order and one intent', async () => {
    const { cookie, userId } = await newUser();
    await post(t, cookie, '/api/checkout/payment-method', { payment_method: await paymentMethodFor(t, cookie, CARD_OK) });
    const before = (await localIntents()).length;
    const answers = await Promise.all([1, 2, 3].map(async () => (await post(t, cookie, '/api/checkout/payment-intent')).json()));
    expect(new Set(answers.map((a) => a.order_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.payment_intent.id)).size).toBe(1);
    expect(await ordersOf(t, userId)).toHaveLength(1);
    expect((await localIntents()).length).toBe(before + 1);
  });

  it('gives another cart state another order, which supersedes the older one: one payable order per will', async () => {
    const { cookie, userId } = await newUser();
    await post(t, cookie, '/api/checkout/payment-method', { payment_method: await paymentMethodFor(t, cookie, CARD_OK) });
    const first = await (await post(t, cookie, '/api/checkout/payment-intent')).json();
    await post(t, cookie, '/api/cart/add-lpa');
    const second = await (await post(t, cookie, '/api/checkout/payment-intent')).json();
    await post(t, cookie, '/api/cart/remove-lpa');
    const third = await (await post(t, cookie, '/api/checkout/payment-intent')).json();
    expect(second.order_id).not.toBe(first.order_id);
    expect(second.total).toBe(18900);
    expect(third.order_id).not.toBe(first.order_id);
    expect(third.total).toBe(first.total);
    const states = Object.fromEntries((await ordersOf(t, userId)).map((o) => [o.id, o.state]));
    expect(states).toEqual({ [first.order_id]: 'superseded', [second.order_id]: 'superseded', [third.order_id]: 'pending' });
  });

  it('pays one order once and sends one receipt when complete is called twice at once, and answers the same order again later', async () => {
    const { cookie, email, userId } = await newUser();
    const intent = await payUpToComplete(t, cookie);
    const responses = await Promise.all([1, 2].map(() => post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id })));
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(responses.map((r) => r.json()));
    expect(b).toEqual(a);
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['paid']);
    expect(await receiptsTo(t, email)).toHaveLength(1);
    const later = await post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id });
    expect(await later.json()).toEqual(a);
    expect(await receiptsTo(t, email)).toHaveLength(1);
  });
});

describe('what the browser sends', () => {
  it('carries no amount or product: a tampered body changes nothing', async () => {
    const { cookie, userId } = await newUser();
    await post(t, cookie, '/api/checkout/payment-method', { payment_method: await paymentMethodFor(t, cookie, CARD_OK) });
    const tampered = { amount: 1, total: 1, subtotal: 1, products: [{ id: 1, name: 'will', current_price: 1 }], lines: [], coupon: 'FREEWILL' };
    const intent = await post(t, cookie, '/api/checkout/payment-intent', tampered);
    const answer = await intent.json();
    expect(answer.total).toBe(9000);
    const stored = await t.db.selectFrom('local_payment_intent').selectAll().where('id', '=', answer.payment_intent.id).executeTakeFirstOrThrow();
    expect(stored.amount).toBe(9000);
    const early = await post(t, cookie, '/api/checkout/complete', { order_id: answer.order_id, total: 0, amount: 0, paid: true });
    expect(early.status).toBe(402);
    expect((await ordersOf(t, userId)).map((o) => [o.state, o.total])).toEqual([['pending', 9000]]);
  });

  it('refuses a missing or malformed payment method, order id or consent with 422', async () => {
    const { cookie } = await newUser();
    for (const json of [{}, { payment_method: 42 }, { payment_method: 'card_123' }, { payment_method: 'pm_x; drop table' }]) {
      const response = await post(t, cookie, '/api/checkout/payment-method', json);
      expect(response.status).toBe(422);
      expect((await response.json()).fields).toHaveProperty('payment_method');
    }
    for (const json of [{}, { order_id: 7 }, { order_id: '' }, { order_id: 'x'.repeat(300) }]) {
      expect((await post(t, cookie, '/api/checkout/complete', json)).status).toBe(422);
    }
    const consent = await post(t, cookie, '/api/checkout/charity-consent', { bequeathed: 'yes' });
    expect(consent.status).toBe(422);
    expect(await consent.json()).toMatchObject({ type: 'validation', fields: { bequeathed: ['Please answer yes or no.'] } });
    expect((await post(t, cookie, '/api/checkout/complete', undefined)).status).toBe(422);
  });

  it("never completes another user's order (404), which stays pending", async () => {
    const owner = await newUser();
    const intent = await payUpToComplete(t, owner.cookie);
    const other = await newUser();
    const stolen = await post(t, other.cookie, '/api/checkout/complete', { order_id: intent.order_id });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ type: 'not_found', message: 'This order was not found.' });
    expect((await ordersOf(t, owner.userId)).map((o) => o.state)).toEqual(['pending']);
    expect((await willOf(other.cookie)).paid).toBe(false);
  });

  it("refuses a payment method another customer registered, with the gateway's words", async () => {
    const a = await newUser();
    const b = await newUser();
    const method = await paymentMethodFor(t, a.cookie, CARD_OK);
    expect((await post(t, a.cookie, '/api/checkout/payment-method', { payment_method: method })).status).toBe(200);
    const reused = await post(t, b.cookie, '/api/checkout/payment-method', { payment_method: method });
    expect(reused.status).toBe(402);
    expect(await reused.json()).toMatchObject({ type: 'payment', message: 'The payment method you provided has already been attached to a customer.' });
  });
});
