/**
 * The update subscription with Stripe configured: a paid order's payment_intent.succeeded starts the
 * yearly renewal at Stripe once, customer.subscription.updated / deleted keep the user's row up to date, and a
 * refund ends the Stripe subscription. Stripe is a local endpoint server; the paid order is written as checkout's
 * completion writes it, since Stripe.js confirms the payment in the browser.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripePaymentGateway } from '../../server/services/payments/stripe-payment-gateway';
import { createTestApp, type TestApp } from './test-app';
import { post, postWebhook } from './checkout-helpers';
import { userWithWillAndEmail } from './subscription-helpers';
import { startLocalStripe, subscriptionJson, unrecognized, type StripeRequest } from './local-stripe-server';

const WEBHOOK_SECRET = 'whsec_test_subscription_app';
const PAID_AT = '2026-11-20T10:00:00.000Z';
const ANNIVERSARY = '2027-11-20T10:00:00.000Z';

/** What Stripe holds: each subscription's JSON, and the succeeded PaymentIntent of each order. */
const subscriptions = new Map<string, ReturnType<typeof subscriptionJson>>();
const intents = new Map<string, { orderId: string; userId: string }>();

function answer({ method, path, form }: StripeRequest) {
  const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
  if (method === 'GET' && intent?.[1] && intents.has(intent[1])) {
    const { orderId, userId } = intents.get(intent[1])!;
    return {
      status: 200,
      body: { id: intent[1], object: 'payment_intent', amount: 9000, currency: 'gbp', status: 'succeeded', client_secret: 'x', customer: 'cus_123', payment_method: 'pm_1', metadata: { order_id: orderId, user_id: userId }, last_payment_error: null },
    };
  }
  if (method === 'POST' && path === '/v1/subscriptions') {
    const created = subscriptionJson({ id: `sub_${form['metadata[order_id]']}`, status: 'trialing', periodEnd: new Date(Number(form.trial_end) * 1000).toISOString() });
    subscriptions.set(created.id, created);
    return { status: 200, body: created };
  }
  const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  const stored = subscription?.[1] ? subscriptions.get(subscription[1]) : undefined;
  if (stored && method === 'GET') return { status: 200, body: stored };
  if (stored && method === 'DELETE') {
    const ended = { ...stored, status: 'canceled', ended_at: Math.floor(Date.parse('2026-11-22T10:00:00.000Z') / 1000) };
    subscriptions.set(stored.id, ended);
    return { status: 200, body: ended };
  }
  if (method === 'POST' && path === '/v1/refunds') return { status: 200, body: { id: 're_1', object: 'refund', amount: 9000, payment_intent: form.payment_intent, status: 'succeeded' } };
  return unrecognized(method, path);
}

let stripeApi: Awaited<ReturnType<typeof startLocalStripe>>;
let t: TestApp;
beforeAll(async () => {
  stripeApi = await startLocalStripe(answer);
  const payments = createStripePaymentGateway({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    subscriptionPriceId: 'price_yearly',
    endpoint: stripeApi.endpoint,
    maxNetworkRetries: 0,
  });
  t = await createTestApp({ payments });
});
afterAll(async () => {
  await t.close();
  await stripeApi.stop();
});
beforeEach(() => stripeApi.requests.splice(0));

/** A user whose £90 order was paid at PAID_AT through Stripe, stored as checkout's completion stores it. */
async function paidStripeUser() {
  const user = await userWithWillAndEmail(t);
  const orderId = `order${user.userId}`;
  const intentId = `pi_${user.userId}`;
  intents.set(intentId, { orderId, userId: user.userId });
  await t.db
    .insertInto('will_order')
    .values({
      id: orderId,
      user_id: user.userId,
      state: 'paid',
      lines: JSON.stringify([{ id: 1, name: 'will', title: 'Your Will', base_price: 9000, current_price: 9000 }]),
      coupon_code: null,
      subtotal: 9000,
      total: 9000,
      idempotency_key: `order-${orderId}-9000`,
      cart_key: orderId,
      payment_intent_id: intentId,
      receipt_email: user.email,
      urgent_due_date: null,
      created_at: PAID_AT,
      paid_at: PAID_AT,
      refunded_at: null,
    })
    .execute();
  await t.db.insertInto('payment_customer').values({ user_id: user.userId, customer_id: 'cus_123', payment_method_id: 'pm_1', card_brand: 'visa', card_last4: '4242' }).execute();
  await t.db.insertInto('submission').values({ user_id: user.userId, state: 'NEW', submitted_at: PAID_AT, updated_at: PAID_AT, print_url: null }).execute();
  await t.db.insertInto('will_payment').values({ user_id: user.userId, paid_at: PAID_AT, order_id: orderId }).execute();
  await t.db.insertInto('subscription').values({ user_id: user.userId, is_active: 1, cancel_at_period_end: 0, current_period_end: ANNIVERSARY }).execute();
  return { ...user, orderId, intentId };
}

const signed = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
const send = (event: { id: string; type: string; object: unknown }) => {
  const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, data: { object: event.object } });
  return postWebhook(t, payload, signed(payload));
};
const rowOf = (userId: string) =>
  t.db.selectFrom('subscription').select(['is_active', 'cancel_at_period_end', 'current_period_end', 'gateway_subscription_id', 'renewal_order_id']).where('user_id', '=', userId).executeTakeFirstOrThrow();
const created = () => stripeApi.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
/** Stripe's payment_intent.succeeded for the user's order. */
const succeeded = (id: string, user: { intentId: string; orderId: string; userId: string }) => ({
  id,
  type: 'payment_intent.succeeded',
  object: {
    id: user.intentId,
    object: 'payment_intent',
    amount: 9000,
    currency: 'gbp',
    status: 'succeeded',
    client_secret: 'x',
    customer: 'cus_123',
    payment_method: 'pm_1',
    last_payment_error: null,
    metadata: { order_id: user.orderId, user_id: user.userId },
  },
});

describe('the yearly renewal at Stripe', () => {
  it("starts once the order is paid, free until the purchase's first anniversary, and only once per order", async () => {
    const user = await paidStripeUser();
    const { userId, orderId } = user;
    const event = succeeded(`evt_paid_${userId}`, user);
    expect((await send(event)).status).toBe(200);
    expect(created()).toHaveLength(1);
    expect(created()[0]?.form).toMatchObject({ customer: 'cus_123', default_payment_method: 'pm_1', trial_end: String(Date.parse(ANNIVERSARY) / 1000), 'items[0][price]': 'price_yearly' });
    expect(created()[0]?.headers['idempotency-key']).toBe(`renewal-${orderId}`);
    expect(await rowOf(userId)).toEqual({ is_active: 1, cancel_at_period_end: 0, current_period_end: ANNIVERSARY, gateway_subscription_id: `sub_${orderId}`, renewal_order_id: orderId });

    expect((await send(event)).status).toBe(200);
    expect((await send({ ...event, id: `evt_paid_again_${userId}` })).status).toBe(200);
    expect(created()).toHaveLength(1);
  });
});

describe('customer.subscription.* events', () => {
  async function renewedUser() {
    const user = await paidStripeUser();
    expect((await send(succeeded(`evt_start_${user.userId}`, user))).status).toBe(200);
    return { ...user, subscriptionId: `sub_${user.orderId}` };
  }

  it("set the row to Stripe's current state: cancelling from the billing portal, then deleted", async () => {
    const { cookie, userId, subscriptionId } = await renewedUser();
    subscriptions.set(subscriptionId, { ...subscriptions.get(subscriptionId)!, cancel_at_period_end: true });
    expect((await send({ id: `evt_upd_${userId}`, type: 'customer.subscription.updated', object: subscriptions.get(subscriptionId) })).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ is_active: 1, cancel_at_period_end: 1, current_period_end: ANNIVERSARY });
    expect(await (await t.request('/api/subscription', { cookie })).json()).toEqual({ subscription: { status: 'cancelling', until: '2027-11-20', next_payment: null, manage: 'portal' } });

    const ended = { ...subscriptions.get(subscriptionId)!, status: 'canceled', ended_at: Math.floor(Date.parse(ANNIVERSARY) / 1000) };
    subscriptions.set(subscriptionId, ended);
    expect((await send({ id: `evt_del_${userId}`, type: 'customer.subscription.deleted', object: ended })).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ is_active: 0, cancel_at_period_end: 0, current_period_end: ANNIVERSARY });
  });

  it("act on Stripe's current state, not the event's, and change nothing for a subscription no row names", async () => {
    const { userId, subscriptionId } = await renewedUser();
    const stale = { ...subscriptions.get(subscriptionId)!, cancel_at_period_end: true };
    expect((await send({ id: `evt_stale_${userId}`, type: 'customer.subscription.updated', object: stale })).status).toBe(200);
    expect(await rowOf(userId)).toMatchObject({ cancel_at_period_end: 0 });
    subscriptions.set('sub_other', subscriptionJson({ id: 'sub_other', status: 'canceled', periodEnd: ANNIVERSARY }));
    const before = await rowOf(userId);
    expect((await send({ id: `evt_other_${userId}`, type: 'customer.subscription.deleted', object: subscriptions.get('sub_other') })).status).toBe(200);
    expect(await rowOf(userId)).toEqual(before);
  });

  it('a refund ends the Stripe subscription as well as the row', async () => {
    const { cookie, userId, subscriptionId } = await renewedUser();
    const refund = await post(t, cookie, '/api/checkout/refund');
    expect(refund.status).toBe(200);
    const cancel = stripeApi.requests.find((r) => r.method === 'DELETE');
    expect(cancel?.path).toBe(`/v1/subscriptions/${subscriptionId}`);
    expect(subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await rowOf(userId)).toMatchObject({ is_active: 0 });
  });
});
