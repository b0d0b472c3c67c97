/** The Stripe adapter's customer deletion (erasing an account) checked against a local Stripe endpoint server. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../server/services/payments/payment-gateway';
import { createStripePaymentGateway } from '../../server/services/payments/stripe-payment-gateway';
import { startLocalStripe, unrecognized, type StripeRequest } from './local-stripe-server';

function answer({ method, path }: StripeRequest) {
  if (method === 'DELETE' && path === '/v1/customers/cus_1') return { status: 200, body: { id: 'cus_1', object: 'customer', deleted: true } };
  if (method === 'DELETE' && path === '/v1/customers/cus_gone') {
    return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: "No such customer: 'cus_gone'" } } };
  }
  if (method === 'DELETE' && path === '/v1/customers/cus_down') {
    return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } } };
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
    webhookSecret: 'whsec_test_customer',
    subscriptionPriceId: 'price_yearly',
    endpoint: stripeApi.endpoint,
    maxNetworkRetries: 0,
  });
});
afterAll(() => stripeApi.stop());
beforeEach(() => stripeApi.requests.splice(0));

describe("the Stripe gateway's customer deletion", () => {
  it('deletes the customer', async () => {
    await expect(gateway.deleteCustomer('cus_1')).resolves.toBeUndefined();
    expect(stripeApi.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /v1/customers/cus_1']);
  });

  it('counts a customer Stripe no longer has as deleted, so an erasure can be retried', async () => {
    await expect(gateway.deleteCustomer('cus_gone')).resolves.toBeUndefined();
  });

  it('fails with a PaymentError when Stripe fails', async () => {
    await expect(gateway.deleteCustomer('cus_down')).rejects.toMatchObject({ name: 'PaymentError', kind: 'gateway' });
  });
});
