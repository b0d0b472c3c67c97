/**
 * A £0 order (a 100% coupon) under Stripe: it has no PaymentIntent, so no payment_intent.succeeded
 * webhook starts the yearly renewal; checkout's complete starts it instead, once per order. Stripe is the local
 * endpoint server of local-stripe-server.ts; the card is stored as POST /api/checkout/payment-method stores it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripePaymentGateway } from '../../server/services/payments/stripe-payment-gateway';
import { seedSampleCoupons } from '../../server/stores/coupons';
import { oneYearAfter } from '../../engine/products/subscription/subscription';
import { createTestApp, type TestApp } from './test-app';
import { payingUser, post } from './checkout-helpers';
import { startLocalStripe, subscriptionJson, unrecognized, type StripeRequest } from './local-stripe-server';

/** While true, Stripe answers subscription creation with a server error. */
let failSubscriptions = false;

function answer({ method, path, form }: StripeRequest) {
  if (method === 'POST' && path === '/v1/subscriptions') {
    if (failSubscriptions) return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } } };
    return { status: 200, body: subscriptionJson({ id: `sub_${form['metadata[order_id]']}`, status: 'trialing', periodEnd: new Date(Number(form.trial_end) * 1000).toISOString() }) };
  }
  return unrecognized(method, path);
}

let stripeApi: Awaited<ReturnType<typeof startLocalStripe>>;
let t: TestApp;
beforeAll(async () => {
  stripeApi = await startLocalStripe(answer);
  const payments = createStripePaymentGateway({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: 'whsec_test_free_renewal',
    subscriptionPriceId: 'price_yearly',
    endpoint: stripeApi.endpoint,
    maxNetworkRetries: 0,
  });
  t = await createTestApp({ payments });
  await seedSampleCoupons(t.db);
});
afterAll(async () => {
  await t.close();
  await stripeApi.stop();
});
beforeEach(() => stripeApi.requests.splice(0));

const created = () => stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
const rowOf = (userId: string) =>
  t.db.selectFrom('subscription').select(['is_active', 'gateway_subscription_id', 'renewal_order_id']).where('user_id', '=', userId).executeTakeFirstOrThrow();

/** A user with a card saved at Stripe and FREEWILL in their cart. */
async function freeCartUser(withCard = true) {
  const user = await payingUser(t);
  if (withCard) {
    await t.db.insertInto('payment_customer').values({ user_id: user.userId, customer_id: `cus_${user.userId}`, payment_method_id: `pm_${user.userId}`, card_brand: 'visa', card_last4: '4242' }).execute();
  }
  expect((await post(t, user.cookie, '/api/cart/apply-coupon', { code: 'FREEWILL' })).status).toBe(200);
  const intent = await post(t, user.cookie, '/api/checkout/payment-intent');
  const { order_id: orderId, payment_intent } = (await intent.json()) as { order_id: string; payment_intent: unknown };
  expect(payment_intent).toBeNull();
  return { ...user, orderId };
}

describe('completing a £0 order with Stripe', () => {
  it("starts the yearly renewal on the saved card, free until the purchase's first anniversary, once per order", async () => {
    const { cookie, userId, orderId } = await freeCartUser();
    const completed = await post(t, cookie, '/api/checkout/complete', { order_id: orderId });
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ order: { id: orderId, total: 0 } });
    const { paid_at: paidAt } = await t.db.selectFrom('will_order').select('paid_at').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(created()).toHaveLength(1);
    expect(created()[0]?.form).toMatchObject({
      customer: `cus_${userId}`,
      default_payment_method: `pm_${userId}`,
      trial_end: String(Date.parse(oneYearAfter(paidAt!)) / 1000),
      'items[0][price]': 'price_yearly',
      'metadata[order_id]': orderId,
    });
    expect(created()[0]?.headers['idempotency-key']).toBe(`renewal-${orderId}`);
    expect(await rowOf(userId)).toEqual({ is_active: 1, gateway_subscription_id: `sub_${orderId}`, renewal_order_id: orderId });

    // Completing again (a double click, a retry) starts nothing more.
    expect((await post(t, cookie, '/api/checkout/complete', { order_id: orderId })).status).toBe(200);
    await Promise.all([post(t, cookie, '/api/checkout/complete', { order_id: orderId }), post(t, cookie, '/api/checkout/complete', { order_id: orderId })]);
    expect(created()).toHaveLength(1);
  });

  it('completes the order even when Stripe fails to start the renewal, and a retried completion starts it', async () => {
    const { cookie, userId, orderId } = await freeCartUser();
    failSubscriptions = true;
    try {
      expect((await post(t, cookie, '/api/checkout/complete', { order_id: orderId })).status).toBe(200);
    } finally {
      failSubscriptions = false;
    }
    expect(await rowOf(userId)).toEqual({ is_active: 1, gateway_subscription_id: null, renewal_order_id: null });
    expect((await post(t, cookie, '/api/checkout/complete', { order_id: orderId })).status).toBe(200);
    expect((await rowOf(userId)).gateway_subscription_id).toBe(`sub_${orderId}`);
    expect(created()).toHaveLength(2);
  });

  it('leaves a £0 order without a saved card to the app’s own row', async () => {
    const { cookie, userId, orderId } = await freeCartUser(false);
    expect((await post(t, cookie, '/api/checkout/complete', { order_id: orderId })).status).toBe(200);
    expect(created()).toHaveLength(0);
    expect(await rowOf(userId)).toEqual({ is_active: 1, gateway_subscription_id: null, renewal_order_id: null });
  });
});
