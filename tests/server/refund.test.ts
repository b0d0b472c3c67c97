/**
 * The money-back guarantee (SPEC 1 and 9): POST /api/checkout/refund within 30 days of the purchase, over
 * the embedded local gateway and the real checkout routes. Runs on SQLite, and on PostgreSQL through
 * scripts/with-postgres.sh.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { saveCoupon } from '../../server/stores/coupons';
import { createTestApp, ORIGIN, type TestApp } from './test-app';
import { ordersOf, pay, post } from './checkout-helpers';
import { userWithWillAndEmail, paidThroughCheckout } from './subscription-helpers';
import { deliver, detailOf, signedInReviewer, submissionIdOf } from './review-helpers';

const START = new Date('2026-11-22T10:00:00.000Z');
let now = START;
const clock = { now: () => new Date(now) };
const later = (ms: number) => (now = new Date(START.getTime() + ms));
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  const config = readConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'refund-config-')), BASE_URL: ORIGIN, REACTIVATE_WILL_ENABLED: 'true' });
  t = await createTestApp({ clock, config });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = START;
});

const refund = (cookie: string) => post(t, cookie, '/api/checkout/refund');
const guaranteeOf = async (cookie: string) => ((await (await t.request('/api/checkout/refund', { cookie })).json()) as { guarantee: unknown }).guarantee;

/** A user whose will is paid for through checkout (£90 on the local gateway) at START. */
const paidUser = () => paidThroughCheckout(t);

/** Everything a refund could change for the user. */
async function stateOf(userId: string) {
  const [orders, submission, subscription, payment, refunds] = await Promise.all([
    ordersOf(t, userId),
    t.db.selectFrom('submission').select(['state', 'updated_at']).where('user_id', '=', userId).executeTakeFirst(),
    t.db.selectFrom('subscription').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    t.db.selectFrom('will_payment').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    t.db.selectFrom('local_payment_refund').selectAll().where('payment_intent_id', 'in', (await ordersOf(t, userId)).map((o) => o.payment_intent_id ?? '')).execute(),
  ]);
  return { orders, submission, subscription, payment, refunds };
}

const refundEmailsTo = (email: string) => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).where('subject', '=', 'Your Will Writer refund').execute();

describe('POST /api/checkout/refund', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/checkout/refund')).status).toBe(401);
    expect((await t.request('/api/checkout/refund', { method: 'POST', json: {} })).status).toBe(401);
  });

  it('is read without a confirmed address (the dashboard shows it), but asked for only with one', async () => {
    const { cookie } = await t.signUp(undefined, undefined, { verified: false });
    expect(await guaranteeOf(cookie)).toEqual({ state: 'none', amount: null, deadline: null, refunded_at: null });
    const response = await refund(cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: 'email_unverified' });
  });

  it('has nothing to refund before a purchase: 409, and the guarantee says none', async () => {
    const { cookie } = await userWithWillAndEmail(t);
    expect(await guaranteeOf(cookie)).toEqual({ state: 'none', amount: null, deadline: null, refunded_at: null });
    const response = await refund(cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ type: 'conflict', message: 'There is no payment to refund.' });
  });

  it('within 30 days refunds the whole payment through the gateway, cancels the submission and ends the subscription', async () => {
    const { cookie, userId, email, order } = await paidUser();
    expect(order.total).toBe(9000);
    expect(await guaranteeOf(cookie)).toEqual({ state: 'refundable', amount: 9000, deadline: '2026-12-22T10:00:00.000Z', refunded_at: null });
    later(29 * DAY);
    const response = await refund(cookie);
    expect(response.status).toBe(200);
    const refundedAt = '2026-12-21T10:00:00.000Z';
    expect(await response.json()).toEqual({ guarantee: { state: 'refunded', amount: 9000, deadline: '2026-12-22T10:00:00.000Z', refunded_at: refundedAt } });

    const state = await stateOf(userId);
    expect(state.orders).toMatchObject([{ id: order.id, state: 'refunded', refunded_at: refundedAt, refund_id: expect.stringMatching(/^re_local_/) }]);
    expect(state.refunds).toMatchObject([{ amount: 9000, idempotency_key: `refund-${order.id}` }]);
    expect(state.submission).toEqual({ state: 'CANCELLED', updated_at: refundedAt });
    expect(state.subscription).toMatchObject({ is_active: 0, cancel_at_period_end: 0, current_period_end: refundedAt });
    // SPEC 4.1: a CANCELLED submission still shows the will as in review; the will stays paid-for, its order refunded.
    expect(state.payment).toMatchObject({ order_id: order.id });
    const will = await (await t.request('/api/will', { cookie })).json();
    expect(will).toMatchObject({ paid: true, submission: { state: 'CANCELLED' }, subscription: { is_active: false } });

    const [mail] = await refundEmailsTo(email);
    expect(mail?.body_text).toContain('we have refunded your payment of £90.00 under our 30-day money-back guarantee');
    expect(mail?.body_text).toContain(`${ORIGIN}/will/dashboard`);
  });

  it('after a refund the cart sells the will again at its full price, not the cheaper reactivation', async () => {
    const { cookie } = await paidUser();
    expect((await refund(cookie)).status).toBe(200);
    const cart = await (await t.request('/api/cart', { cookie })).json();
    expect(cart).toMatchObject({ products: [{ name: 'will', current_price: 9000 }], total: 9000 });
  });

  it('refunds once when asked twice at the same time, and again later answers the refund as it stands', async () => {
    const { cookie, userId, email } = await paidUser();
    const answers = await Promise.all([refund(cookie), refund(cookie)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const again = await refund(cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ guarantee: { state: 'refunded', refunded_at: START.toISOString() } });
    const state = await stateOf(userId);
    expect(state.refunds).toHaveLength(1);
    expect(state.orders.map((o) => o.state)).toEqual(['refunded']);
    expect(await refundEmailsTo(email)).toHaveLength(1);
  });

  it('after 30 days answers 422 with the reason and changes nothing', async () => {
    const { cookie, userId } = await paidUser();
    const before = await stateOf(userId);
    later(30 * DAY + 1);
    expect(await guaranteeOf(cookie)).toMatchObject({ state: 'expired' });
    const response = await refund(cookie);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      type: 'validation',
      message: 'Refunds are only available within 30 days of purchase. Your 30 days ended on 22 December 2026.',
      fields: {},
    });
    expect(await stateOf(userId)).toEqual(before);
  });

  it('has nothing to refund for a free will (a 100% coupon): 409 and nothing changes', async () => {
    await saveCoupon(t.db, { code: 'REFUNDFREE', discount_type: 'PERCENTAGE', discount_value: 100, applies_to_cart_total: true, products: [] });
    const { cookie, userId } = await userWithWillAndEmail(t);
    expect((await post(t, cookie, '/api/cart/apply-coupon', { code: 'REFUNDFREE' })).status).toBe(200);
    await pay(t, cookie);
    const before = await stateOf(userId);
    expect(await guaranteeOf(cookie)).toMatchObject({ state: 'free', amount: 0 });
    const response = await refund(cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ type: 'conflict', message: 'Your will was free, so there is nothing to refund.' });
    expect(await stateOf(userId)).toEqual(before);
  });

  // The submission's state follows server/stores/submission.machine.ts here too.
  it('refunds a delivered will within 30 days (the guarantee covers it): the submission goes from DELIVERED to CANCELLED', async () => {
    const { cookie, userId } = await paidUser();
    const reviewer = (await signedInReviewer(t)).cookie;
    const id = submissionIdOf(t, userId);
    later(3 * DAY);
    expect((await deliver(t, reviewer, id, { version: (await detailOf(t, reviewer, id)).version })).status).toBe(200);
    expect((await stateOf(userId)).submission?.state).toBe('DELIVERED');
    later(29 * DAY);
    expect((await refund(cookie)).status).toBe(200);
    expect((await stateOf(userId)).submission).toEqual({ state: 'CANCELLED', updated_at: '2026-12-21T10:00:00.000Z' });
    expect((await detailOf(t, reviewer, id)).state).toBe('CANCELLED');
  });

  it('leaves a submission already cancelled as it is when the paid order is refunded (the machine does not cancel twice)', async () => {
    const { cookie, userId, order } = await paidUser();
    const cancelled = { state: 'CANCELLED' as const, updated_at: '2026-11-01T00:00:00.000Z' };
    await t.db.updateTable('submission').set(cancelled).where('user_id', '=', userId).execute();
    later(DAY);
    expect((await refund(cookie)).status).toBe(200);
    const state = await stateOf(userId);
    expect(state.orders).toMatchObject([{ id: order.id, state: 'refunded' }]);
    expect(state.submission).toEqual(cancelled);
  });

  it('refunds no submission into being: a paid order with none kept is refunded and still has none', async () => {
    const { cookie, userId } = await paidUser();
    await t.db.deleteFrom('submission').where('user_id', '=', userId).execute();
    expect((await refund(cookie)).status).toBe(200);
    expect((await stateOf(userId)).submission).toBeUndefined();
  });

  it('after a refund, paying again puts the will back in the queue as NEW; resubmitting without paying does not', async () => {
    const { cookie, userId } = await paidUser();
    expect((await refund(cookie)).status).toBe(200);
    later(DAY);
    const resubmitted = await post(t, cookie, '/api/will/resubmit');
    expect(resubmitted.status).toBe(402);
    expect((await stateOf(userId)).submission?.state).toBe('CANCELLED');
    later(2 * DAY);
    await pay(t, cookie);
    const paidAgain = await t.db.selectFrom('submission').select(['state', 'submitted_at']).where('user_id', '=', userId).executeTakeFirst();
    expect(paidAgain).toEqual({ state: 'NEW', submitted_at: '2026-11-24T10:00:00.000Z' });
  });
});
