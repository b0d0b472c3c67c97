/**
 * Checkout on the embedded local gateway, after the card is charged: a retry once the card was charged
 * but the order not completed, the paid order the checkout-complete page reads (also after a reload), and the
 * refer-a-friend code it shows (SPEC 2.14). Runs on SQLite, and on PostgreSQL through scripts/with-postgres.sh.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createTestApp, ORIGIN, type TestApp } from './test-app';
import { pay, payingUser, payUpToComplete, post, type IntentAnswer } from './checkout-helpers';

const FRIEND_CODE = /^FRIEND-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;
const OWN_CODE = "This is your own refer-a-friend code. Share it with a friend: it can't be used on your own order.";
const USED_CODE = 'You have already used this refer-a-friend code. Each code can be used once per account.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type PaidOrderAnswer = { order: { id: string; total: number; lines: { name: string }[]; urgent_due_date: string | null }; friend_code: { code: string; percent: number } | null };
const paidOrderOf = async (cookie: string) => {
  const response = await t.request('/api/checkout/paid-order', { cookie });
  return { status: response.status, body: (await response.json()) as PaidOrderAnswer };
};
const applyCoupon = (cookie: string, code: string) => post(t, cookie, '/api/cart/apply-coupon', { code });

describe('retrying a payment the card was charged for', () => {
  it("answers the intent's status, 'succeeded' once charged, so the browser completes it without confirming again", async () => {
    const { cookie, userId } = await payingUser(t);
    const first = await payUpToComplete(t, cookie);
    expect(first.payment_intent?.status).toBe('requires_payment_method');
    // The completion failed (or another tab confirmed the card): Pay is pressed again.
    const again = await post(t, cookie, '/api/checkout/payment-intent');
    expect(again.status).toBe(200);
    const retry = (await again.json()) as IntentAnswer;
    expect(retry).toEqual({ order_id: first.order_id, total: 9000, payment_intent: { ...first.payment_intent, status: 'succeeded' } });
    // Confirming again is what the gateway refuses; completing is what works, once.
    const reconfirm = await post(t, cookie, '/api/local-gateway/confirm', { client_secret: retry.payment_intent!.client_secret, payment_method: 'pm_x' });
    expect(reconfirm.status).toBe(402);
    const completed = await post(t, cookie, '/api/checkout/complete', { order_id: retry.order_id });
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ order: { id: first.order_id, total: 9000 } });
    const orders = await t.db.selectFrom('will_order').select(['state']).where('user_id', '=', userId).execute();
    expect(orders).toEqual([{ state: 'paid' }]);
    expect(await t.db.selectFrom('local_payment_intent').select('id').where('id', '=', first.payment_intent!.id).execute()).toHaveLength(1);
  });
});

describe('GET /api/checkout/paid-order', () => {
  it('is 404 before any payment, and never shows another user’s order', async () => {
    const buyer = await payingUser(t);
    await pay(t, buyer.cookie);
    const other = await payingUser(t);
    expect((await paidOrderOf(other.cookie)).status).toBe(404);
    expect((await t.request('/api/checkout/paid-order')).status).toBe(401);
  });

  it('answers the latest paid order with its lines and urgent due date, so the complete page survives a reload', async () => {
    const { cookie } = await payingUser(t);
    await post(t, cookie, '/api/cart/add-lpa');
    await post(t, cookie, '/api/cart/add-urgent-will');
    const paid = (await pay(t, cookie)) as { order: { id: string } };
    const { status, body } = await paidOrderOf(cookie);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ id: paid.order.id, total: 9000 + 5000 + 9900, urgent_due_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(body.order.lines.map((l) => l.name)).toEqual(['will', 'urgent_will', 'lpa']);
  });
});

describe('the refer-a-friend code (SPEC 2.14)', () => {
  it('gives each paying user one random personal code of PARTNER_DISCOUNT_PERCENTAGE, the same on every visit', async () => {
    const a = await payingUser(t);
    await pay(t, a.cookie);
    const [first, second] = await Promise.all([paidOrderOf(a.cookie), paidOrderOf(a.cookie)]);
    expect(first.body.friend_code).toEqual({ code: expect.stringMatching(FRIEND_CODE), percent: 25 });
    expect(second.body.friend_code).toEqual(first.body.friend_code);
    expect((await paidOrderOf(a.cookie)).body.friend_code).toEqual(first.body.friend_code);
    const b = await payingUser(t);
    await pay(t, b.cookie);
    expect((await paidOrderOf(b.cookie)).body.friend_code!.code).not.toBe(first.body.friend_code!.code);
    const rows = await t.db.withTables<{ friend_code: { user_id: string; code: string } }>().selectFrom('friend_code').select(['user_id', 'code']).where('user_id', '=', a.userId).execute();
    expect(rows).toEqual([{ user_id: a.userId, code: first.body.friend_code!.code }]);
  });

  it('is refused to its owner with a clear message under the coupon field', async () => {
    const owner = await payingUser(t);
    await pay(t, owner.cookie);
    const { code } = (await paidOrderOf(owner.cookie)).body.friend_code!;
    const response = await applyCoupon(owner.cookie, code.toLowerCase());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ type: 'validation', message: OWN_CODE, fields: { code: [OWN_CODE] } });
  });

  it('takes 25% off a friend’s will only, once per friend account; another friend may use it too', async () => {
    const owner = await payingUser(t);
    await pay(t, owner.cookie);
    const { code } = (await paidOrderOf(owner.cookie)).body.friend_code!;

    const friend = await payingUser(t);
    await post(t, friend.cookie, '/api/cart/add-lpa');
    const applied = await applyCoupon(friend.cookie, code);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({
      coupon: { code, discount_type: 'PERCENTAGE', discount_value: 25, applies_to_cart_total: false },
      products: [{ name: 'will', base_price: 9000, current_price: 6750 }],
      addons: [{ name: 'lpa', base_price: 9900, current_price: 9900 }],
      total: 6750 + 9900,
    });
    const paid = (await pay(t, friend.cookie)) as { order: { total: number } };
    expect(paid.order.total).toBe(6750 + 9900);

    const again = await applyCoupon(friend.cookie, code);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ type: 'validation', message: USED_CODE, fields: { code: [USED_CODE] } });

    const another = await payingUser(t);
    expect((await applyCoupon(another.cookie, code)).status).toBe(200);
  });

  it('takes nothing off if the cart holds it but the user may no longer use it (checked again at payment)', async () => {
    const owner = await payingUser(t);
    await pay(t, owner.cookie);
    const { code } = (await paidOrderOf(owner.cookie)).body.friend_code!;
    // As if stored before a rule refused it: the cart and the order price without it.
    await t.db.withTables<{ cart_coupon: { user_id: string; code: string; applied_at: string } }>().insertInto('cart_coupon').values({ user_id: owner.userId, code, applied_at: '2026-11-20T10:00:00.000Z' }).execute();
    expect(await (await t.request('/api/cart', { cookie: owner.cookie })).json()).toMatchObject({ coupon: null, total: 9000 });
  });
});

describe('with PARTNER_DISCOUNT_PERCENTAGE=0', () => {
  it('offers no refer-a-friend code', async () => {
    const u = await createTestApp({ config: readConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'friend-code-')), BASE_URL: ORIGIN, PARTNER_DISCOUNT_PERCENTAGE: '0' }) });
    try {
      const { cookie } = await payingUser(u);
      await pay(u, cookie);
      const response = await u.request('/api/checkout/paid-order', { cookie });
      expect(((await response.json()) as PaidOrderAnswer).friend_code).toBeNull();
    } finally {
      await u.close();
    }
  });
});
