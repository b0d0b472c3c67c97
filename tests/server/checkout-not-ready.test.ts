/**
 * A will is paid for only when it may be submitted (engine/will/submit-readiness.ts). An empty account's
 * checkout is refused with 422 and the step to finish, and nothing is charged or stored; a will emptied between the
 * payment intent and completion is not completed unless its card was already charged. Runs on SQLite, and on
 * PostgreSQL through scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleCoupons } from '../../server/stores/coupons';
import { createTestApp, type TestApp } from './test-app';
import { CARD_OK, emptyPayingUser, ordersOf, pay, paymentMethodFor, payingUser, payUpToComplete, post, receiptsTo, type IntentAnswer } from './checkout-helpers';
import { storeCompleteWill } from './will-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSampleCoupons(t.db);
});
afterAll(() => t.close());

const ABOUT_YOU = { id: 'yourself', title: 'About You', route: '/will/yourself', reason: 'not_passed', message: 'Finish About You first.' };
const NOT_READY = {
  type: 'validation',
  message: 'Your will is not ready to submit yet, so nothing has been charged. Finish About You first.',
  fields: {},
  next_step: ABOUT_YOU,
};

const willOf = async (cookie: string) => (await t.request('/api/will', { cookie })).json();
const statusOf = async (cookie: string) => (await t.request('/api/checkout/status', { cookie })).json();
const intentsOf = (userId: string) =>
  t.db
    .selectFrom('local_payment_intent')
    .selectAll()
    .execute()
    .then((rows) => rows.filter((r) => (JSON.parse(r.metadata) as { user_id?: string }).user_id === userId));
const customerOf = (userId: string) => t.db.selectFrom('payment_customer').selectAll().where('user_id', '=', userId).executeTakeFirst();
const emptyWillAt = (revision: number) => ({ people: { relations: {}, children: {} }, revision });

/** Everything paying would store for the user, to show a refusal stored none of it. */
async function nothingPaid(userId: string, cookie: string, email: string) {
  const will = await willOf(cookie);
  expect(will).toMatchObject({ paid: false, submission: null, subscription: null });
  expect(await receiptsTo(t, email)).toEqual([]);
  expect(await t.db.selectFrom('will_payment').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
}

describe('an empty account at checkout (case 1)', () => {
  it('is told the first step to finish by the status', async () => {
    const { cookie } = await emptyPayingUser(t);
    expect(await statusOf(cookie)).toMatchObject({ paid: false, next_step: ABOUT_YOU });
  });

  it('cannot register a card, make a payment intent or complete anything: 422, nothing charged or stored', async () => {
    const { cookie, userId, email } = await emptyPayingUser(t);
    const method = await paymentMethodFor(t, cookie, CARD_OK);
    const registered = await post(t, cookie, '/api/checkout/payment-method', { payment_method: method });
    expect(registered.status).toBe(422);
    expect(await registered.json()).toEqual(NOT_READY);
    expect(await customerOf(userId)).toBeUndefined();

    const intent = await post(t, cookie, '/api/checkout/payment-intent');
    expect(intent.status).toBe(422);
    expect(await intent.json()).toEqual(NOT_READY);
    expect(await ordersOf(t, userId)).toEqual([]);
    expect(await intentsOf(userId)).toEqual([]);

    const complete = await post(t, cookie, '/api/checkout/complete', { order_id: 'order-that-does-not-exist' });
    expect(complete.status).toBe(404);
    await nothingPaid(userId, cookie, email);
  });

  it('is refused a free (100% coupon) order too', async () => {
    const { cookie, userId, email } = await emptyPayingUser(t);
    expect((await post(t, cookie, '/api/cart/apply-coupon', { code: 'FREEWILL' })).status).toBe(200);
    const intent = await post(t, cookie, '/api/checkout/payment-intent');
    expect(intent.status).toBe(422);
    expect(await intent.json()).toEqual(NOT_READY);
    expect(await ordersOf(t, userId)).toEqual([]);
    await nothingPaid(userId, cookie, email);
  });

  it('pays as before once the will is complete', async () => {
    const { cookie, userId } = await emptyPayingUser(t);
    expect((await post(t, cookie, '/api/checkout/payment-intent')).status).toBe(422);
    await storeCompleteWill(t, cookie);
    expect((await statusOf(cookie)).next_step).toBeNull();
    const completion = (await pay(t, cookie)) as { order: { total: number; paid_at: string | null } };
    expect(completion.order).toMatchObject({ total: 9000, paid_at: '2026-11-22T10:00:00.000Z' });
    expect(await willOf(cookie)).toMatchObject({ paid: true, submission: { state: 'NEW' } });
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['paid']);
  });
});

describe('a will emptied after the payment intent', () => {
  it('is not completed while its card has not been charged', async () => {
    const { cookie, userId, email } = await payingUser(t);
    const method = await paymentMethodFor(t, cookie, CARD_OK);
    expect((await post(t, cookie, '/api/checkout/payment-method', { payment_method: method })).status).toBe(200);
    const intent = (await (await post(t, cookie, '/api/checkout/payment-intent')).json()) as IntentAnswer;
    expect((await t.request('/api/will', { method: 'POST', cookie, json: emptyWillAt(1) })).status).toBe(200);
    const complete = await post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id });
    expect(complete.status).toBe(422);
    expect(await complete.json()).toEqual(NOT_READY);
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['pending']);
    expect((await intentsOf(userId)).map((i) => i.status)).not.toContain('succeeded');
    await nothingPaid(userId, cookie, email);
  });

  it('is not completed as a free order either', async () => {
    const { cookie, userId, email } = await payingUser(t);
    expect((await post(t, cookie, '/api/cart/apply-coupon', { code: 'FREEWILL' })).status).toBe(200);
    const intent = (await (await post(t, cookie, '/api/checkout/payment-intent')).json()) as IntentAnswer;
    expect(intent).toMatchObject({ total: 0, payment_intent: null });
    expect((await t.request('/api/will', { method: 'POST', cookie, json: emptyWillAt(1) })).status).toBe(200);
    const complete = await post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id });
    expect(complete.status).toBe(422);
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['pending']);
    await nothingPaid(userId, cookie, email);
  });

  it('is recorded as paid once the card was charged, as the webhook would record it (delivery then waits on the checks)', async () => {
    const { cookie, userId } = await payingUser(t);
    const intent = await payUpToComplete(t, cookie);
    expect((await t.request('/api/will', { method: 'POST', cookie, json: emptyWillAt(1) })).status).toBe(200);
    const complete = await post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id });
    expect(complete.status).toBe(200);
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['paid']);
  });
});
