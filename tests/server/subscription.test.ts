/**
 * The update subscription (SPEC 1 and 6) over the embedded local gateway, which keeps no subscriptions of
 * its own: the billing page's summary, cancel and resume, the billing portal link, and a lapsed subscription renewed
 * by paying for the reactivated will through the real checkout. Runs on SQLite, and on PostgreSQL through
 * scripts/with-postgres.sh.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createTestApp, ORIGIN, type TestApp } from './test-app';
import { ordersOf, pay, post } from './checkout-helpers';
import { userWithWillAndEmail, paidThroughCheckout } from './subscription-helpers';

const START = new Date('2026-11-22T10:00:00.000Z');
let now = START;
const clock = { now: () => new Date(now) };

let t: TestApp;
beforeAll(async () => {
  const config = readConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'subscription-config-')), BASE_URL: ORIGIN, REACTIVATE_WILL_ENABLED: 'true' });
  t = await createTestApp({ clock, config });
});
afterAll(() => t.close());
beforeEach(() => {
  now = START;
});

const summaryOf = async (cookie: string) => ((await (await t.request('/api/subscription', { cookie })).json()) as { subscription: unknown }).subscription;
const ACTIVE = { status: 'active', until: '2027-11-22', next_payment: { amount: 1000, date: '2027-11-22' }, manage: 'here' };

describe('GET /api/subscription', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/subscription')).status).toBe(401);
    expect((await t.request('/api/subscription/cancel', { method: 'POST', json: {} })).status).toBe(401);
    expect((await t.request('/api/billing-portal', { method: 'POST', json: {} })).status).toBe(401);
  });

  it('is inactive before the will is paid for', async () => {
    const { cookie } = await userWithWillAndEmail(t);
    expect(await summaryOf(cookie)).toEqual({ status: 'inactive', until: null, next_payment: null, manage: 'here' });
  });

  it('is free for the first year after the purchase, then £10 is due on its anniversary', async () => {
    const { cookie } = await paidThroughCheckout(t);
    expect(await summaryOf(cookie)).toEqual(ACTIVE);
  });
});

describe('cancel and resume', () => {
  it('cancels at the end of the period, then resumes, each once', async () => {
    const { cookie } = await paidThroughCheckout(t);
    const cancelled = await post(t, cookie, '/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ subscription: { status: 'cancelling', until: '2027-11-22', next_payment: null, manage: 'here' } });
    expect(await (await t.request('/api/will', { cookie })).json()).toMatchObject({ subscription: { is_active: true, cancel_at_period_end: true } });

    const again = await post(t, cookie, '/api/subscription/cancel');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ type: 'conflict', message: 'There is no active subscription to cancel.' });

    const resumed = await post(t, cookie, '/api/subscription/resume');
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toEqual({ subscription: ACTIVE });
    const resumeAgain = await post(t, cookie, '/api/subscription/resume');
    expect(resumeAgain.status).toBe(409);
    expect(await resumeAgain.json()).toEqual({ type: 'conflict', message: 'There is no cancelled subscription to resume.' });
  });

  it('has nothing to cancel or resume without a subscription, and changes nothing', async () => {
    const { cookie, userId } = await userWithWillAndEmail(t);
    expect((await post(t, cookie, '/api/subscription/cancel')).status).toBe(409);
    expect((await post(t, cookie, '/api/subscription/resume')).status).toBe(409);
    expect(await t.db.selectFrom('subscription').selectAll().where('user_id', '=', userId).executeTakeFirst()).toBeUndefined();
  });

  it("changes only the signed-in user's subscription", async () => {
    const a = await paidThroughCheckout(t);
    const b = await paidThroughCheckout(t);
    expect((await post(t, a.cookie, '/api/subscription/cancel')).status).toBe(200);
    expect(await summaryOf(b.cookie)).toEqual(ACTIVE);
  });

  it('leaves a subscription renewed by the gateway to its billing portal: 409 and nothing changes', async () => {
    const { cookie, userId } = await paidThroughCheckout(t);
    await t.db.updateTable('subscription').set({ gateway_subscription_id: `sub_${userId}` }).where('user_id', '=', userId).execute();
    expect(await summaryOf(cookie)).toEqual({ ...ACTIVE, manage: 'portal' });
    const response = await post(t, cookie, '/api/subscription/cancel');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ type: 'conflict', message: 'Your subscription is managed in the billing portal. Please use the billing portal to change it.' });
    expect(await summaryOf(cookie)).toEqual({ ...ACTIVE, manage: 'portal' });
  });
});

describe('POST /api/billing-portal', () => {
  it("answers the local gateway's portal, the app's own billing page, once the user has a card on file", async () => {
    const { cookie: newcomer } = await userWithWillAndEmail(t);
    const none = await post(t, newcomer, '/api/billing-portal');
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ type: 'conflict', message: "You don't have a billing account yet: it is set up when you pay for your will." });
    const { cookie } = await paidThroughCheckout(t);
    const response = await post(t, cookie, '/api/billing-portal');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: `${ORIGIN}/will/billing-portal` });
  });
});

describe('a lapsed subscription (SPEC 1: resubmission otherwise through checkout as the reactivated will)', () => {
  it('is inactive after its year; the cart sells the reactivated will; paying for it renews the subscription from that purchase', async () => {
    const { cookie, userId } = await paidThroughCheckout(t);
    now = new Date('2027-11-23T09:00:00.000Z');
    expect(await summaryOf(cookie)).toEqual({ status: 'inactive', until: null, next_payment: null, manage: 'here' });
    const resubmit = await post(t, cookie, '/api/will/resubmit');
    expect(resubmit.status).toBe(402);
    const cart = await (await t.request('/api/cart', { cookie })).json();
    expect(cart).toMatchObject({ products: [{ name: 'reactivated_will', title: 'Your Will (reactivated)', current_price: 1000 }], total: 1000 });

    const completion = (await pay(t, cookie)) as { order: { total: number; paid_at: string } };
    expect(completion.order).toMatchObject({ total: 1000, paid_at: '2027-11-23T09:00:00.000Z' });
    expect((await ordersOf(t, userId)).map((o) => [o.state, o.total])).toEqual([
      ['paid', 9000],
      ['paid', 1000],
    ]);
    expect(await summaryOf(cookie)).toEqual({ status: 'active', until: '2028-11-23', next_payment: { amount: 1000, date: '2028-11-23' }, manage: 'here' });
    // Paid again: the will is back with the legal team (NEW), and later resubmissions are free for the new year.
    expect(await (await t.request('/api/will', { cookie })).json()).toMatchObject({ submission: { state: 'NEW' } });
    expect((await post(t, cookie, '/api/will/resubmit')).status).toBe(200);
  });
});
