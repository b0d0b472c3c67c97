/**
 * One payable order per will. Two tabs: order X (£140, with the urgent will) is made in one, the
 * urgent will removed and order Y (£90) paid in the other. X must then be neither confirmable nor completable, a
 * payment that succeeded for X anyway is refunded through the gateway and recorded, and the user is charged £90
 * once. Run on both gateways' test doubles: the embedded local gateway, and the Stripe adapter against the stateful
 * local Stripe of local-stripe-server.ts.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentGateway } from '../../server/services/payments/stripe-payment-gateway';
import { createTestApp, type TestApp } from './test-app';
import { CARD_OK, confirmEmail, ordersOf, paymentMethodFor, post, postWebhook, succeededEvent, type IntentAnswer } from './checkout-helpers';
import { startLocalStripe, statefulStripe } from './local-stripe-server';
import { userWithWill } from './will-test-data';
import apiErrors from '../../schemas/copy/api-errors.json';

const STRIPE_WEBHOOK_SECRET = 'whsec_test_one_order';

/** What differs between the gateways: registering a card, confirming it as the browser does, and what was charged. */
type Gateway = {
  name: string;
  t: TestApp;
  card(cookie: string): Promise<string>;
  /** The browser's card confirmation of the intent; true when the card was charged. */
  confirm(cookie: string, intent: IntentAnswer, method: string): Promise<boolean>;
  /** Pence charged and not refunded across the user's intents. */
  netCharged(intentIds: string[]): Promise<number>;
  /** A payment_intent.succeeded webhook request for the intent as the gateway has it now. */
  succeeded(intentId: string): Promise<Response>;
};

async function localGateway(): Promise<Gateway> {
  const t = await createTestApp();
  return {
    name: 'the local test gateway',
    t,
    card: (cookie) => paymentMethodFor(t, cookie, CARD_OK),
    async confirm(cookie, intent, method) {
      const response = await post(t, cookie, '/api/local-gateway/confirm', { client_secret: intent.payment_intent!.client_secret, payment_method: method });
      return response.status === 200;
    },
    async netCharged(ids) {
      const rows = await t.db.selectFrom('local_payment_intent').select(['amount', 'amount_refunded', 'status']).where('id', 'in', ids).execute();
      return rows.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount - r.amount_refunded, 0);
    },
    succeeded: async (intentId) => postWebhook(t, await succeededEvent(t, intentId)),
  };
}

async function stripeGateway(): Promise<Gateway & { stop(): Promise<void> }> {
  const fake = statefulStripe();
  const server = await startLocalStripe(fake.answer);
  const payments = createStripePaymentGateway({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    subscriptionPriceId: 'price_yearly',
    endpoint: server.endpoint,
    maxNetworkRetries: 0,
  });
  const t = await createTestApp({ payments });
  let cards = 0;
  return {
    name: 'the Stripe gateway',
    t,
    card: async () => `pm_test_${++cards}`,
    confirm: async (_cookie, intent) => fake.confirm(intent.payment_intent!.id).status === 200,
    async netCharged(ids) {
      return ids.map((id) => fake.intents.get(id)!).filter((i) => i.status === 'succeeded').reduce((sum, i) => sum + i.amount - i.amount_refunded, 0);
    },
    async succeeded(intentId) {
      const payload = JSON.stringify({ id: `evt_${intentId}`, object: 'event', type: 'payment_intent.succeeded', data: { object: fake.intents.get(intentId) } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
      return postWebhook(t, payload, signature);
    },
    stop: () => server.stop(),
  };
}

const gateways: { name: string; make: () => Promise<Gateway & { stop?(): Promise<void> }> }[] = [
  { name: 'the local test gateway', make: localGateway },
  { name: 'the Stripe gateway', make: stripeGateway },
];

describe.each(gateways)('one payable order per will, on $name', ({ make }) => {
  let g: Gateway & { stop?(): Promise<void> };
  beforeAll(async () => {
    g = await make();
  });
  afterAll(async () => {
    await g.t.close();
    await g.stop?.();
  });

  /** A user with a complete will and a confirmed address, whose card is registered (both tabs share it). */
  async function writer() {
    const user = await userWithWill(g.t);
    await confirmEmail(g.t, user.userId);
    const method = await g.card(user.cookie);
    expect((await post(g.t, user.cookie, '/api/checkout/payment-method', { payment_method: method })).status).toBe(200);
    return { ...user, method };
  }

  async function intentFor(cookie: string): Promise<IntentAnswer> {
    const response = await post(g.t, cookie, '/api/checkout/payment-intent');
    expect(response.status).toBe(200);
    return (await response.json()) as IntentAnswer;
  }

  const complete = (cookie: string, orderId: string) => post(g.t, cookie, '/api/checkout/complete', { order_id: orderId });

  it('cancels the older order when a newer one is made: the old one can be neither confirmed nor completed, and £90 is charged once', async () => {
    const { cookie, userId, method } = await writer();
    expect((await post(g.t, cookie, '/api/cart/add-urgent-will')).status).toBe(200);
    const x = await intentFor(cookie); // tab A
    expect(x.total).toBe(14000);
    expect((await post(g.t, cookie, '/api/cart/remove-urgent-will')).status).toBe(200);
    const y = await intentFor(cookie); // tab B
    expect(y.total).toBe(9000);
    expect(await g.confirm(cookie, y, method)).toBe(true);
    expect((await complete(cookie, y.order_id)).status).toBe(200);

    // Tab A goes on with X: the card confirmation is refused, and so is the completion.
    expect(await g.confirm(cookie, x, method)).toBe(false);
    const refused = await complete(cookie, x.order_id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ type: 'conflict', message: apiErrors.checkout.orderSuperseded });

    const orders = await ordersOf(g.t, userId);
    expect(orders.map((o) => [o.id, o.state]).sort()).toEqual(
      [
        [x.order_id, 'superseded'],
        [y.order_id, 'paid'],
      ].sort(),
    );
    expect(await g.netCharged([x.payment_intent!.id, y.payment_intent!.id])).toBe(9000);

    // The money-back guarantee refunds the one purchase: nothing is left charged.
    expect((await post(g.t, cookie, '/api/checkout/refund')).status).toBe(200);
    expect(await g.netCharged([x.payment_intent!.id, y.payment_intent!.id])).toBe(0);
  });

  it('refunds and records a payment that succeeded for the older order before it was superseded, once, whatever completes it later', async () => {
    const { cookie, userId, method } = await writer();
    expect((await post(g.t, cookie, '/api/cart/add-urgent-will')).status).toBe(200);
    const x = await intentFor(cookie);
    expect(await g.confirm(cookie, x, method)).toBe(true); // tab A's card is charged £140, but its completion is late
    expect((await post(g.t, cookie, '/api/cart/remove-urgent-will')).status).toBe(200);
    const y = await intentFor(cookie);
    expect(await g.confirm(cookie, y, method)).toBe(true);
    expect((await complete(cookie, y.order_id)).status).toBe(200);

    // X's late completion, and its payment_intent.succeeded webhook, pay nothing and refund nothing more.
    expect((await complete(cookie, x.order_id)).status).toBe(409);
    expect((await g.succeeded(x.payment_intent!.id)).status).toBe(200);
    expect((await complete(cookie, x.order_id)).status).toBe(409);

    const stored = await ordersOf(g.t, userId);
    const xRow = stored.find((o) => o.id === x.order_id)!;
    expect(xRow).toMatchObject({ state: 'superseded', paid_at: null, payment_intent_id: x.payment_intent!.id });
    expect(xRow.refund_id).toMatch(/^re_/);
    expect(xRow.refunded_at).not.toBeNull();
    expect(await g.netCharged([x.payment_intent!.id, y.payment_intent!.id])).toBe(9000);
    const submission = await g.t.db.selectFrom('submission').select('state').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(submission.state).toBe('NEW');
    // The guarantee still sees the £90 purchase as the one to refund.
    const guarantee = (await (await g.t.request('/api/checkout/refund', { cookie })).json()) as { guarantee: { state: string; amount: number } };
    expect(guarantee.guarantee).toMatchObject({ amount: 9000 });
  });

  it('refuses to complete an order for a will another order paid since it was made, and refunds its payment', async () => {
    const { cookie, userId, method } = await writer();
    expect((await post(g.t, cookie, '/api/cart/add-urgent-will')).status).toBe(200);
    const x = await intentFor(cookie);
    expect(await g.confirm(cookie, x, method)).toBe(true);
    // A race the supersession did not see: X still pending when Y was paid a moment after X was made.
    expect((await post(g.t, cookie, '/api/cart/remove-urgent-will')).status).toBe(200);
    const y = await intentFor(cookie);
    expect(await g.confirm(cookie, y, method)).toBe(true);
    expect((await complete(cookie, y.order_id)).status).toBe(200);
    await g.t.db.updateTable('will_order').set({ state: 'pending', superseded_at: null, refund_id: null, refunded_at: null, created_at: '2026-11-22T09:59:00.000Z' }).where('id', '=', x.order_id).execute();

    const refused = await complete(cookie, x.order_id);
    expect(refused.status).toBe(409);
    const xRow = (await ordersOf(g.t, userId)).find((o) => o.id === x.order_id)!;
    expect(xRow).toMatchObject({ state: 'superseded', paid_at: null });
    expect(await g.netCharged([x.payment_intent!.id, y.payment_intent!.id])).toBe(9000);
  });
});
