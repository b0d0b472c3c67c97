/**
 * The Stripe adapter's subscription calls (the yearly renewal, its cancellation, the billing portal) checked against
 * a local Stripe endpoint server, and its customer.subscription.* webhook events parsed.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../server/services/payments/payment-gateway';
import { createStripePaymentGateway } from '../../server/services/payments/stripe-payment-gateway';
import { startLocalStripe, subscriptionJson, unrecognized, type StripeRequest } from './local-stripe-server';

const WEBHOOK_SECRET = 'whsec_test_subscription';
const ANNIVERSARY = '2027-11-22T10:00:00.000Z';

function answer({ method, path, form }: StripeRequest) {
  if (method === 'POST' && path === '/v1/billing_portal/sessions') {
    return { status: 200, body: { id: 'bps_1', object: 'billing_portal.session', customer: form.customer, return_url: form.return_url, url: 'https://billing.stripe.com/p/session/test_1' } };
  }
  if (method === 'POST' && path === '/v1/subscriptions') {
    return { status: 200, body: subscriptionJson({ id: 'sub_1', status: 'trialing', periodEnd: new Date(Number(form.trial_end) * 1000).toISOString(), metadata: { order_id: form['metadata[order_id]'] ?? '' } }) };
  }
  if (method === 'GET' && path === '/v1/subscriptions/sub_1') return { status: 200, body: subscriptionJson({ id: 'sub_1', status: 'trialing', periodEnd: ANNIVERSARY, cancelAtPeriodEnd: true }) };
  if (method === 'DELETE' && path === '/v1/subscriptions/sub_1') {
    return { status: 200, body: subscriptionJson({ id: 'sub_1', status: 'canceled', periodEnd: ANNIVERSARY, endedAt: '2026-12-01T12:00:00.000Z' }) };
  }
  return unrecognized(method, path);
}

let stripeApi: Awaited<ReturnType<typeof startLocalStripe>>;
let gateway: PaymentGateway;
beforeAll(async () => {
  stripeApi = await startLocalStripe(answer);
  gateway = createStripePaymentGateway({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    subscriptionPriceId: 'price_yearly',
    endpoint: stripeApi.endpoint,
    maxNetworkRetries: 0,
  });
});
afterAll(() => stripeApi.stop());
beforeEach(() => stripeApi.requests.splice(0));

describe("the Stripe gateway's update subscription", () => {
  it('opens a billing portal session for the customer, returning to the app', async () => {
    const session = await gateway.createBillingPortalSession({ customerId: 'cus_123', returnUrl: 'https://wills.example/will/dashboard' });
    expect(session).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    expect(stripeApi.requests).toMatchObject([
      { method: 'POST', path: '/v1/billing_portal/sessions', form: { customer: 'cus_123', return_url: 'https://wills.example/will/dashboard' } },
    ]);
  });

  it('starts the yearly renewal on the saved card at the price configured, free until the first anniversary, once per order', async () => {
    const subscription = await gateway.createRenewalSubscription({
      customerId: 'cus_123',
      paymentMethodId: 'pm_1',
      trialEnd: ANNIVERSARY,
      userId: 'user-1',
      orderId: 'order-42',
      idempotencyKey: 'renewal-order-42',
    });
    expect(subscription).toEqual({
      id: 'sub_1',
      customerId: 'cus_123',
      status: 'trialing',
      active: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: ANNIVERSARY,
      metadata: { order_id: 'order-42' },
    });
    const [request] = stripeApi.requests;
    expect(request?.headers['idempotency-key']).toBe('renewal-order-42');
    expect(request?.form).toEqual({
      customer: 'cus_123',
      'items[0][price]': 'price_yearly',
      default_payment_method: 'pm_1',
      trial_end: String(Date.parse(ANNIVERSARY) / 1000),
      'trial_settings[end_behavior][missing_payment_method]': 'cancel',
      'metadata[user_id]': 'user-1',
      'metadata[order_id]': 'order-42',
    });
  });

  it("reads a subscription's current state: cancelling at period end", async () => {
    await expect(gateway.retrieveSubscription('sub_1')).resolves.toMatchObject({ id: 'sub_1', active: true, cancelAtPeriodEnd: true, currentPeriodEnd: ANNIVERSARY });
    expect(stripeApi.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/subscriptions/sub_1']);
  });

  it('ends a subscription now with its idempotency key; an ended one is over when it ended', async () => {
    const ended = await gateway.cancelSubscription({ subscriptionId: 'sub_1', idempotencyKey: 'refund-order-42-subscription' });
    expect(ended).toMatchObject({ id: 'sub_1', status: 'canceled', active: false, currentPeriodEnd: '2026-12-01T12:00:00.000Z' });
    expect(stripeApi.requests).toMatchObject([{ method: 'DELETE', path: '/v1/subscriptions/sub_1' }]);
    expect(stripeApi.requests[0]?.headers['idempotency-key']).toBe('refund-order-42-subscription');
  });

  it('refuses an unknown subscription with a PaymentError', async () => {
    await expect(gateway.retrieveSubscription('sub_missing')).rejects.toMatchObject({ name: 'PaymentError', kind: 'invalid_request' });
  });

  it('parses a customer.subscription.updated event with its subscription', async () => {
    const payload = JSON.stringify({
      id: 'evt_sub_1',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: subscriptionJson({ id: 'sub_1', status: 'active', periodEnd: ANNIVERSARY, cancelAtPeriodEnd: true }) },
    });
    const event = await gateway.parseWebhookEvent(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(event).toEqual({
      id: 'evt_sub_1',
      type: 'customer.subscription.updated',
      paymentIntent: null,
      subscription: { id: 'sub_1', customerId: 'cus_123', status: 'active', active: true, cancelAtPeriodEnd: true, currentPeriodEnd: ANNIVERSARY, metadata: {} },
    });
  });
});
