/**
 * The checkout's status and charity consent, the local gateway's card routes, and the app with Stripe configured
 *. Runs on SQLite, and on PostgreSQL through scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentGateway } from '../../server/services/payments/stripe-payment-gateway';
import { createTestApp, ORIGIN, type TestApp } from './test-app';
import { validPayload } from './will-test-data';
import { emptyPayingUser, post } from './checkout-helpers';
import Stripe from 'stripe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = { hasPartner: false, hasChildren: false, hasProperty: true, livesInEnglandOrWales: true, assetsAreInEnglandOrWales: true, type: 'willBasic' };

/** A user who came through Dogs Trust's link (227523); with `will`, their will leaves Dogs Trust an estate share. */
async function charityUser(will: boolean) {
  const { cookie, userId } = await emptyPayingUser(t);
  const saved = await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { ...answers, willSource: 'charity', partnerCharityNumber: '227523', onboarding_status: 'completed' } });
  expect(saved.status).toBe(201);
  if (will) expect((await t.request('/api/will', { method: 'POST', cookie, json: validPayload(0) })).status).toBe(200);
  return { cookie, userId };
}

const statusOf = async (cookie: string) => (await t.request('/api/checkout/status', { cookie })).json();
const consentOf = (userId: string) => t.db.selectFrom('charity_consent').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('the charity to contact', () => {
  it('is the partner charity when the will leaves it something, and takes the consent answer', async () => {
    const { cookie, userId } = await charityUser(true);
    expect(await statusOf(cookie)).toMatchObject({ charity: { name: 'Dogs Trust', regNumber: '227523' } });
    const yes = await post(t, cookie, '/api/checkout/charity-consent', { bequeathed: true });
    expect(yes.status).toBe(200);
    expect(await yes.json()).toEqual({ ok: true });
    expect(await consentOf(userId)).toEqual({ user_id: userId, charity_number: '227523', bequeathed: 1, answered_at: '2026-11-22T10:00:00.000Z' });
    await post(t, cookie, '/api/checkout/charity-consent', { bequeathed: false });
    expect(await consentOf(userId)).toMatchObject({ bequeathed: 0 });
  });

  it('is null when the will leaves the partner charity nothing, and then there is no consent to give', async () => {
    const { cookie, userId } = await charityUser(false);
    expect((await statusOf(cookie)).charity).toBeNull();
    const consent = await post(t, cookie, '/api/checkout/charity-consent', { bequeathed: true });
    expect(consent.status).toBe(409);
    expect(await consent.json()).toMatchObject({ type: 'conflict' });
    expect(await consentOf(userId)).toBeUndefined();
  });
});

describe('the local gateway card routes', () => {
  it('answers a payment method for a test card', async () => {
    const { cookie } = await t.signUp();
    const response = await post(t, cookie, '/api/local-gateway/payment-methods', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^pm_local_/), brand: 'visa', last4: '4242' });
  });

  it('refuses an incomplete or invalid card with 422 under its field, and a card that is not a test card with 402', async () => {
    const { cookie } = await t.signUp();
    const incomplete = await post(t, cookie, '/api/local-gateway/payment-methods', { number: '4242424242424242' });
    expect(incomplete.status).toBe(422);
    expect(Object.keys((await incomplete.json()).fields).sort()).toEqual(['cvc', 'exp_month', 'exp_year']);
    const badNumber = await post(t, cookie, '/api/local-gateway/payment-methods', { number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(badNumber.status).toBe(422);
    expect(await badNumber.json()).toEqual({ type: 'validation', message: 'Your card number is incorrect.', fields: { number: ['Your card number is incorrect.'] } });
    const badCvc = await post(t, cookie, '/api/local-gateway/payment-methods', { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '1' });
    expect((await badCvc.json()).fields).toEqual({ cvc: ["Your card's security code is invalid."] });
    const live = await post(t, cookie, '/api/local-gateway/payment-methods', { number: '5555 5555 5555 4444', exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(live.status).toBe(402);
    expect((await live.json()).message).toMatch(/^Your card was declined\./);
  });

  it('refuses to confirm without a client secret and payment method (422), or for an unknown intent (402)', async () => {
    const { cookie } = await t.signUp();
    const empty = await post(t, cookie, '/api/local-gateway/confirm', {});
    expect(empty.status).toBe(422);
    expect(Object.keys((await empty.json()).fields).sort()).toEqual(['client_secret', 'payment_method']);
    const unknown = await post(t, cookie, '/api/local-gateway/confirm', { client_secret: 'pi_x_secret_y', payment_method: 'pm_x' });
    expect(unknown.status).toBe(402);
    expect(await unknown.json()).toMatchObject({ type: 'payment' });
  });
});

describe('with Stripe configured', () => {
  const keys = { secretKey: 'sk_test_checkout', publishableKey: 'pk_test_checkout', webhookSecret: 'whsec_test_checkout', subscriptionPriceId: 'price_test_checkout', maxNetworkRetries: 0 };
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ payments: createStripePaymentGateway(keys) });
  });
  afterAll(() => s.close());

  it('tells the browser to use Stripe Elements, and has no local gateway routes', async () => {
    const { cookie } = await s.signUp();
    expect((await (await s.request('/api/checkout/status', { cookie })).json()).gateway).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_checkout' });
    const local = await s.request('/api/local-gateway/payment-methods', { method: 'POST', cookie, json: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } });
    expect(local.status).toBe(404);
  });

  it("takes Stripe's signed events on its webhook secret and refuses others", async () => {
    const payload = JSON.stringify({ id: 'evt_stripe_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const send = (secret: string) =>
      s.app.request(`${ORIGIN}/api/stripe/webhook`, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      });
    expect((await send(keys.webhookSecret)).status).toBe(200);
    expect((await send('whsec_someone_else')).status).toBe(400);
  });
});
