/**
 * A payment intent refused for want of a card (422) changes nothing: no pending order is written, and the user's
 * other pending order (another tab's cart) is neither superseded nor cancelled at the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { CARD_OK, ordersOf, payingUser, paymentMethodFor, post, type IntentAnswer } from './checkout-helpers';
import apiErrors from '../../schemas/copy/api-errors.json';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a refused payment intent', () => {
  it('writes no order when no card is registered', async () => {
    const { cookie, userId } = await payingUser(t);
    const refused = await post(t, cookie, '/api/checkout/payment-intent');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ type: 'validation', fields: { payment_method: [apiErrors.checkout.cardNeeded] } });
    expect(await ordersOf(t, userId)).toEqual([]);
  });

  it('leaves the pending order of another cart as it was, payable at the gateway', { timeout: 60_000 }, async () => {
    const { cookie, userId } = await payingUser(t);
    const method = await paymentMethodFor(t, cookie, CARD_OK);
    expect((await post(t, cookie, '/api/checkout/payment-method', { payment_method: method })).status).toBe(200);
    const first = (await (await post(t, cookie, '/api/checkout/payment-intent')).json()) as IntentAnswer;
    // The card registration is gone (as for an account whose customer the gateway removed), and the cart changes.
    await t.db.deleteFrom('payment_customer').where('user_id', '=', userId).execute();
    expect((await post(t, cookie, '/api/cart/add-urgent-will')).status).toBe(200);
    const before = await ordersOf(t, userId);
    expect((await post(t, cookie, '/api/checkout/payment-intent')).status).toBe(422);
    expect(await ordersOf(t, userId)).toEqual(before);
    expect(before.map((o) => [o.id, o.state])).toEqual([[first.order_id, 'pending']]);
    const confirmed = await post(t, cookie, '/api/local-gateway/confirm', { client_secret: first.payment_intent!.client_secret, payment_method: method });
    expect(confirmed.status).toBe(200);
  });
});
