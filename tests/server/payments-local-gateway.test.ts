import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { createLocalTestGateway, type LocalTestGateway } from '../../server/services/payments/local-test-gateway';
import { PaymentError } from '../../server/services/payments/payment-gateway';
import { claimWebhookEvent } from '../../server/services/payments/webhook-events';
import { openTestDatabase, type TestDatabase } from './test-database';
import { fixedClock } from './test-app';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
const customer = { customerId: null, userId: 'user-1', email: 'jo@example.com', name: 'Jo Bloggs' };
const order = (overrides: Partial<{ amount: number; idempotencyKey: string; orderId: string }> = {}) => ({
  amount: 9000,
  idempotencyKey: 'order-1-9000',
  orderId: 'order-1',
  userId: 'user-1',
  receiptEmail: 'jo@example.com',
  ...overrides,
});

let dir: string;
let database: TestDatabase;
let gateway: LocalTestGateway;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'local-gateway-'));
  database = await openTestDatabase(dir);
  await migrateToLatest(database.db);
  gateway = createLocalTestGateway({ db: database.db, clock: fixedClock });
});
afterEach(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A registered card and an intent for the order, as checkout makes them before the browser confirms. */
async function intentFor(number: string, overrides: Parameters<typeof order>[0] = {}) {
  const method = await gateway.createPaymentMethod(card(number));
  const { customerId } = await gateway.registerPaymentMethod({ ...customer, paymentMethodId: method.id });
  const intent = await gateway.createPaymentIntent({ ...order(overrides), customerId });
  return { method, customerId, intent };
}

const errorOf = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a PaymentError'), (e: unknown) => e);

describe('the local test gateway', () => {
  it('tells the browser to use the local card form', () => {
    expect(gateway.browser).toEqual({ gateway: 'local' });
  });

  it('takes a payment with 4242 4242 4242 4242', async () => {
    const { method, customerId, intent } = await intentFor('4242 4242 4242 4242');
    expect(method).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(customerId).toMatch(/^cus_local_/);
    expect(intent).toMatchObject({ amount: 9000, currency: 'gbp', status: 'requires_payment_method', customerId, metadata: { order_id: 'order-1', user_id: 'user-1' } });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const paid = await gateway.confirmCardPayment({ clientSecret: intent.clientSecret, paymentMethodId: method.id });
    expect(paid).toMatchObject({ id: intent.id, status: 'succeeded', paymentMethodId: method.id, lastError: null });
    await expect(gateway.retrievePaymentIntent(intent.id)).resolves.toMatchObject({ status: 'succeeded' });
  });

  it("declines 4000 0000 0000 0002 when it is registered, with Stripe's message", async () => {
    const method = await gateway.createPaymentMethod(card('4000000000000002'));
    const error = await errorOf(gateway.registerPaymentMethod({ ...customer, paymentMethodId: method.id }));
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({ kind: 'card', message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' });
  });

  it('refuses 4000 0000 0000 9995 for insufficient funds on confirmation, and takes another card for the same intent', async () => {
    const { method, customerId, intent } = await intentFor('4000000000009995');
    const error = await errorOf(gateway.confirmCardPayment({ clientSecret: intent.clientSecret, paymentMethodId: method.id }));
    expect(error).toMatchObject({ kind: 'card', message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' });
    await expect(gateway.retrievePaymentIntent(intent.id)).resolves.toMatchObject({ status: 'requires_payment_method', lastError: 'Your card has insufficient funds.' });

    const good = await gateway.createPaymentMethod(card('4242424242424242'));
    await gateway.registerPaymentMethod({ ...customer, customerId, paymentMethodId: good.id });
    await expect(gateway.createPaymentIntent({ ...order(), customerId })).resolves.toMatchObject({ id: intent.id });
    await expect(gateway.confirmCardPayment({ clientSecret: intent.clientSecret, paymentMethodId: good.id })).resolves.toMatchObject({ status: 'succeeded' });
  });

  it("checks card details with Stripe's messages, and refuses cards that are not test cards", async () => {
    const cases: [Parameters<LocalTestGateway['createPaymentMethod']>[0], string][] = [
      [card('4242 4242 4242 4241'), 'Your card number is incorrect.'],
      [{ ...card('4242424242424242'), expMonth: 13 }, "Your card's expiration month is invalid."],
      [{ ...card('4242424242424242'), expMonth: 10, expYear: 2026 }, "Your card's expiration year is invalid."],
      [{ ...card('4242424242424242'), cvc: '12' }, "Your card's security code is invalid."],
    ];
    for (const [details, message] of cases) {
      await expect(gateway.createPaymentMethod(details)).rejects.toMatchObject({ kind: 'card', message });
    }
    await expect(gateway.createPaymentMethod({ ...card('4242424242424242'), expMonth: 11, expYear: 2026 })).resolves.toMatchObject({ last4: '4242' });
    await expect(gateway.createPaymentMethod(card('5555555555554444'))).rejects.toMatchObject({ code: 'card_declined', message: expect.stringMatching(/^Your card was declined\. Your request was in test mode/) });
  });

  it('gives the same intent for the same idempotency key, even to concurrent requests, and refuses it with other parameters', async () => {
    const method = await gateway.createPaymentMethod(card('4242424242424242'));
    const { customerId } = await gateway.registerPaymentMethod({ ...customer, paymentMethodId: method.id });
    const intents = await Promise.all([1, 2, 3].map(() => gateway.createPaymentIntent({ ...order(), customerId })));
    expect(new Set(intents.map((i) => i.id)).size).toBe(1);
    expect(new Set(intents.map((i) => i.clientSecret)).size).toBe(1);
    await expect(gateway.createPaymentIntent({ ...order({ amount: 100 }), customerId })).rejects.toMatchObject({ kind: 'invalid_request', code: 'idempotency_error' });
    const other = await gateway.createPaymentIntent({ ...order({ idempotencyKey: 'order-2-9000', orderId: 'order-2' }), customerId });
    expect(other.id).not.toBe(intents[0]?.id);
  });

  it('charges once when the payment is confirmed twice at once (a double click)', async () => {
    const { method, intent } = await intentFor('4242424242424242');
    const results = await Promise.allSettled([1, 2].map(() => gateway.confirmCardPayment({ clientSecret: intent.clientSecret, paymentMethodId: method.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ kind: 'invalid_request', code: 'payment_intent_unexpected_state' });
  });

  it('shares its intents with every process using the database', async () => {
    const { method, intent } = await intentFor('4242424242424242');
    const otherProcess = createLocalTestGateway({ db: database.db, clock: fixedClock });
    await otherProcess.confirmCardPayment({ clientSecret: intent.clientSecret, paymentMethodId: method.id });
    await expect(gateway.retrievePaymentIntent(intent.id)).resolves.toMatchObject({ status: 'succeeded' });
  });

  it("refuses a payment method another customer registered, or one it doesn't know", async () => {
    const method = await gateway.createPaymentMethod(card('4242424242424242'));
    await gateway.registerPaymentMethod({ ...customer, paymentMethodId: method.id });
    await expect(gateway.registerPaymentMethod({ ...customer, customerId: 'cus_local_other', paymentMethodId: method.id })).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(gateway.registerPaymentMethod({ ...customer, paymentMethodId: 'pm_unknown' })).rejects.toMatchObject({ message: "No such PaymentMethod: 'pm_unknown'" });
  });

  it('refuses an amount that is not whole pence', async () => {
    await expect(gateway.createPaymentIntent({ ...order({ amount: 12.5 }), customerId: 'cus_local_x' })).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  describe('refunds', () => {
    async function paid() {
      const { method, intent } = await intentFor('4242424242424242');
      await gateway.confirmCardPayment({ clientSecret: intent.clientSecret, paymentMethodId: method.id });
      return intent;
    }

    it('refunds the whole payment once per idempotency key', async () => {
      const intent = await paid();
      const refunds = await Promise.all([1, 2].map(() => gateway.refund({ paymentIntentId: intent.id, idempotencyKey: 'refund-order-1' })));
      expect(refunds[0]).toMatchObject({ paymentIntentId: intent.id, amount: 9000, status: 'succeeded' });
      expect(refunds[1]).toEqual(refunds[0]);
      await expect(gateway.refund({ paymentIntentId: intent.id, idempotencyKey: 'refund-again' })).rejects.toMatchObject({ code: 'amount_too_large' });
    });

    it('refunds part of a payment, never more than is left', async () => {
      const intent = await paid();
      await expect(gateway.refund({ paymentIntentId: intent.id, amount: 3000, idempotencyKey: 'r1' })).resolves.toMatchObject({ amount: 3000 });
      await expect(gateway.refund({ paymentIntentId: intent.id, amount: 6001, idempotencyKey: 'r2' })).rejects.toMatchObject({
        message: 'Refund amount (£60.01) is greater than unrefunded amount on charge (£60.00)',
      });
      await expect(gateway.refund({ paymentIntentId: intent.id, idempotencyKey: 'r3' })).resolves.toMatchObject({ amount: 6000 });
    });

    it('refuses to refund a payment that has not succeeded', async () => {
      const { intent } = await intentFor('4242424242424242');
      await expect(gateway.refund({ paymentIntentId: intent.id, idempotencyKey: 'r' })).rejects.toMatchObject({ code: 'charge_not_refundable' });
    });
  });

  describe('webhooks', () => {
    const payload = JSON.stringify({ id: 'evt_local_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x', object: 'payment_intent', amount: 9000, status: 'succeeded', client_secret: 's', metadata: {}, customer: null, payment_method: null, last_payment_error: null } } });

    it('verifies events signed with its secret and refuses a tampered one', async () => {
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: gateway.webhookSecret });
      await expect(gateway.parseWebhookEvent(payload, header)).resolves.toMatchObject({ id: 'evt_local_1', paymentIntent: { id: 'pi_x', amount: 9000 } });
      await expect(gateway.parseWebhookEvent(payload.replace('9000', '1'), header)).rejects.toMatchObject({ kind: 'signature' });
    });

    it('lets each event be processed once', async () => {
      const event = { id: 'evt_local_1', type: 'payment_intent.succeeded' };
      await expect(claimWebhookEvent(database.db, event, '2026-11-22T10:00:00.000Z')).resolves.toBe(true);
      await expect(claimWebhookEvent(database.db, event, '2026-11-22T10:00:01.000Z')).resolves.toBe(false);
    });
  });
});

describe("the local test gateway's customer deletion", () => {
  it('removes the cards saved for the customer and no one else’s, and deletes a deleted customer again quietly', async () => {
    const { customerId } = await intentFor('4242 4242 4242 4242');
    const other = await intentFor('4242 4242 4242 4242', { idempotencyKey: 'order-2-9000', orderId: 'order-2' });
    const cardsOf = (id: string) => database.db.selectFrom('local_payment_method').select('id').where('customer_id', '=', id).execute();
    expect(await cardsOf(customerId)).toHaveLength(1);
    await gateway.deleteCustomer(customerId);
    expect(await cardsOf(customerId)).toEqual([]);
    expect(await cardsOf(other.customerId)).toHaveLength(1);
    await expect(gateway.deleteCustomer(customerId)).resolves.toBeUndefined();
  });
});
