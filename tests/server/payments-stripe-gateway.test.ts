import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentError, type PaymentGateway } from '../../server/services/payments/payment-gateway';
import { createStripePaymentGateway } from '../../server/services/payments/stripe-payment-gateway';

/** One request the fake Stripe received: method, path, the form-encoded body as flat keys, and the headers. */
type Recorded = { method: string; path: string; form: Record<string, string>; headers: IncomingHttpHeaders };

type Answer = { status: number; body: unknown };

const WEBHOOK_SECRET = 'whsec_test_secret';

function paymentIntentJson(form: Record<string, string>, status = 'requires_payment_method') {
  return {
    id: 'pi_123',
    object: 'payment_intent',
    client_secret: 'pi_123_secret_abc',
    amount: Number(form.amount),
    currency: form.currency,
    status,
    customer: form.customer,
    payment_method: form.payment_method ?? null,
    metadata: { order_id: form['metadata[order_id]'], user_id: form['metadata[user_id]'] },
    last_payment_error: null,
  };
}

/**
 * A local stand-in for api.stripe.com answering the endpoints the adapter calls, recording every request.
 * `next` overrides the answer to the next request (e.g. a card error).
 */
function fakeStripe() {
  const requests: Recorded[] = [];
  let next: Answer | null = null;
  const answer = (method: string, path: string, form: Record<string, string>): Answer => {
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: 'cus_123', object: 'customer', email: form.email } };
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) {
      return { status: 200, body: { id: attach[1], object: 'payment_method', customer: form.customer, card: { brand: 'visa', last4: '4242' } } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return { status: 200, body: paymentIntentJson(form) };
    if (method === 'GET' && path === '/v1/payment_intents/pi_123') {
      return { status: 200, body: paymentIntentJson({ amount: '9000', currency: 'gbp', customer: 'cus_123', payment_method: 'pm_1' }, 'succeeded') };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return { status: 200, body: { id: 're_123', object: 'refund', amount: Number(form.amount ?? 9000), payment_intent: form.payment_intent, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      requests.push({ method: req.method ?? '', path: url.pathname, form, headers: req.headers });
      const { status, body: json } = next ?? answer(req.method ?? '', url.pathname, form);
      next = null;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    });
  });
  return {
    requests,
    answerNextWith: (a: Answer) => (next = a),
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stripeApi = fakeStripe();
let gateway: PaymentGateway;

beforeAll(async () => {
  const port = await stripeApi.start();
  gateway = createStripePaymentGateway({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    subscriptionPriceId: 'price_yearly',
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    maxNetworkRetries: 0,
  });
});
afterAll(() => stripeApi.stop());
beforeEach(() => stripeApi.requests.splice(0));

const intentInput = {
  amount: 9000,
  customerId: 'cus_123',
  idempotencyKey: 'order-42-payment',
  orderId: 'order-42',
  userId: 'user-1',
  receiptEmail: 'jo@example.com',
};

describe('the Stripe payment gateway', () => {
  it('tells the browser to use Stripe Elements with the publishable key', () => {
    expect(gateway.browser).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_123' });
  });

  it('registers a payment method by creating the customer once and attaching the card to it', async () => {
    const registered = await gateway.registerPaymentMethod({ paymentMethodId: 'pm_1', customerId: null, userId: 'user-1', email: 'jo@example.com', name: 'Jo Bloggs' });
    expect(registered).toEqual({ customerId: 'cus_123', paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' });
    const [customer, attach] = stripeApi.requests;
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers', form: { email: 'jo@example.com', name: 'Jo Bloggs', 'metadata[user_id]': 'user-1' } });
    expect(customer?.headers['idempotency-key']).toBe('customer-for-pm_1');
    expect(customer?.headers.authorization).toBe('Bearer sk_test_123');
    expect(customer?.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(attach).toMatchObject({ method: 'POST', path: '/v1/payment_methods/pm_1/attach', form: { customer: 'cus_123' } });
    expect(stripeApi.requests).toHaveLength(2);
  });

  it("attaches to the user's existing customer without creating another", async () => {
    await gateway.registerPaymentMethod({ paymentMethodId: 'pm_2', customerId: 'cus_old', userId: 'user-1', email: 'jo@example.com', name: 'Jo' });
    expect(stripeApi.requests.map((r) => `${r.method} ${r.path} ${r.form.customer}`)).toEqual(['POST /v1/payment_methods/pm_2/attach cus_old']);
  });

  it('creates a PaymentIntent in pence and GBP with the order as idempotency key, for off-session reuse', async () => {
    const intent = await gateway.createPaymentIntent(intentInput);
    expect(intent).toMatchObject({ id: 'pi_123', clientSecret: 'pi_123_secret_abc', amount: 9000, currency: 'gbp', status: 'requires_payment_method' });
    expect(stripeApi.requests).toHaveLength(1);
    const [request] = stripeApi.requests;
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('order-42-payment');
    expect(request?.form).toEqual({
      amount: '9000',
      currency: 'gbp',
      customer: 'cus_123',
      'allowed_payment_method_types[0]': 'card',
      setup_future_usage: 'off_session',
      receipt_email: 'jo@example.com',
      'metadata[order_id]': 'order-42',
      'metadata[user_id]': 'user-1',
    });
  });

  it('refuses an amount that is not whole pence before calling Stripe', async () => {
    await expect(gateway.createPaymentIntent({ ...intentInput, amount: 90.5 })).rejects.toBeInstanceOf(PaymentError);
    await expect(gateway.createPaymentIntent({ ...intentInput, amount: 0 })).rejects.toMatchObject({ kind: 'invalid_request' });
    expect(stripeApi.requests).toHaveLength(0);
  });

  it("retrieves an intent's status", async () => {
    await expect(gateway.retrievePaymentIntent('pi_123')).resolves.toMatchObject({ id: 'pi_123', status: 'succeeded', amount: 9000 });
    expect(stripeApi.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/payment_intents/pi_123']);
  });

  it('refunds a payment as requested by the customer, with its idempotency key', async () => {
    const refund = await gateway.refund({ paymentIntentId: 'pi_123', idempotencyKey: 'refund-order-42' });
    expect(refund).toEqual({ id: 're_123', paymentIntentId: 'pi_123', amount: 9000, status: 'succeeded' });
    const [request] = stripeApi.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds', form: { payment_intent: 'pi_123', reason: 'requested_by_customer' } });
    expect(request?.form.amount).toBeUndefined();
    expect(request?.headers['idempotency-key']).toBe('refund-order-42');
  });

  it("turns Stripe's card error into a PaymentError with Stripe's message and codes", async () => {
    stripeApi.answerNextWith({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
    });
    const error = await gateway.registerPaymentMethod({ paymentMethodId: 'pm_3', customerId: 'cus_123', userId: 'u', email: 'a@example.com', name: 'A' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({ kind: 'card', message: 'Your card has insufficient funds.', code: 'card_declined', declineCode: 'insufficient_funds' });
  });

  it("reports Stripe's server error as a gateway failure with Stripe's message", async () => {
    stripeApi.answerNextWith({ status: 500, body: { error: { type: 'api_error', message: 'Server Error' } } });
    await expect(gateway.retrievePaymentIntent('pi_123')).rejects.toMatchObject({ kind: 'gateway', message: 'Server Error' });
  });

  describe('webhooks', () => {
    const eventPayload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: paymentIntentJson({ amount: '9000', currency: 'gbp', customer: 'cus_123', payment_method: 'pm_1', 'metadata[order_id]': 'order-42', 'metadata[user_id]': 'user-1' }, 'succeeded') },
    });
    const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

    it('verifies and parses an event signed with the endpoint secret', async () => {
      const event = await gateway.parseWebhookEvent(eventPayload, sign(eventPayload));
      expect(event).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded', paymentIntent: { id: 'pi_123', status: 'succeeded', amount: 9000, metadata: { order_id: 'order-42' } } });
    });

    it('refuses a tampered payload, another secret, and a missing signature', async () => {
      const tampered = eventPayload.replace('"amount":9000', '"amount":1');
      expect(tampered).not.toBe(eventPayload);
      await expect(gateway.parseWebhookEvent(tampered, sign(eventPayload))).rejects.toMatchObject({ name: 'PaymentError', kind: 'signature' });
      await expect(gateway.parseWebhookEvent(eventPayload, sign(eventPayload, 'whsec_other'))).rejects.toMatchObject({ kind: 'signature' });
      await expect(gateway.parseWebhookEvent(eventPayload, undefined)).rejects.toMatchObject({ kind: 'signature' });
    });

    it('parses an event about something other than a PaymentIntent without one', async () => {
      const payload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge' } } });
      await expect(gateway.parseWebhookEvent(payload, sign(payload))).resolves.toEqual({ id: 'evt_2', type: 'charge.refunded', paymentIntent: null, subscription: null });
    });
  });
});
