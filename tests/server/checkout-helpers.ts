/** Checkout as the browser drives it on the embedded local gateway, and probes of what it stored, for the checkout tests. */
import { sql } from 'kysely';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { engineOf } from '../../server/db/database';
import type { LocalTestGateway } from '../../server/services/payments/local-test-gateway';
import { ORIGIN, type TestApp } from './test-app';
import { storeCompleteWill, userIdOf } from './will-test-data';

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';
export const CARD_NO_FUNDS = '4000 0000 0000 9995';

/** Marks the user's address confirmed, as their confirmation link would: checkout needs a confirmed address. */
export async function confirmEmail(t: TestApp, userId: string): Promise<void> {
  const verified = engineOf(t.db) === 'postgres' ? sql`true` : sql`1`;
  await sql`update "user" set "emailVerified" = ${verified} where id = ${Number(userId)}`.execute(t.db);
}

/** A new signed-in user with a confirmed address and nothing written yet: checkout refuses their will. */
export async function emptyPayingUser(t: TestApp) {
  const { cookie, email } = await t.signUp();
  const userId = await userIdOf(t, cookie);
  await confirmEmail(t, userId);
  return { cookie, email, userId };
}

/** A new signed-in user with a confirmed address and a complete will (revision 1), who may pay. */
export async function payingUser(t: TestApp) {
  const user = await emptyPayingUser(t);
  await storeCompleteWill(t, user.cookie);
  return user;
}

export const post = (t: TestApp, cookie: string, path: string, json: unknown = {}) => t.request(path, { method: 'POST', cookie, json });

/** The local card form's payment method for a test card (what Stripe.js createPaymentMethod does). */
export async function paymentMethodFor(t: TestApp, cookie: string, number: string): Promise<string> {
  const response = await post(t, cookie, '/api/local-gateway/payment-methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

export type IntentAnswer = { order_id: string; total: number; payment_intent: { id: string; client_secret: string; status: string } | null };

/**
 * The checkout screen's pay click up to completion: card, payment method, payment intent and (when there is one)
 * confirmation. Answers the payment-intent answer; fails the test on any refusal.
 */
export async function payUpToComplete(t: TestApp, cookie: string, number = CARD_OK): Promise<IntentAnswer> {
  const method = await paymentMethodFor(t, cookie, number);
  expect((await post(t, cookie, '/api/checkout/payment-method', { payment_method: method })).status).toBe(200);
  const intentResponse = await post(t, cookie, '/api/checkout/payment-intent');
  expect(intentResponse.status).toBe(200);
  const intent = (await intentResponse.json()) as IntentAnswer;
  if (intent.payment_intent) {
    const confirmed = await post(t, cookie, '/api/local-gateway/confirm', { client_secret: intent.payment_intent.client_secret, payment_method: method });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'succeeded' });
  }
  return intent;
}

/** The whole pay click: payUpToComplete, then complete; answers the completion. */
export async function pay(t: TestApp, cookie: string, number = CARD_OK) {
  const intent = await payUpToComplete(t, cookie, number);
  const completed = await post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id });
  expect(completed.status).toBe(200);
  return completed.json();
}

/** The receipts the outbox holds for `email`. */
export function receiptsTo(t: TestApp, email: string) {
  return t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).where('subject', '=', 'Your Will Writer receipt').execute();
}

export function ordersOf(t: TestApp, userId: string) {
  return t.db.selectFrom('will_order').selectAll().where('user_id', '=', userId).execute();
}

/** A payment_intent.succeeded event for the intent as the gateway has it now, as Stripe would post it. */
export async function succeededEvent(t: TestApp, intentId: string, eventId = `evt_test_${Math.random().toString(36).slice(2)}`) {
  const intent = await (t.deps.payments as LocalTestGateway).retrievePaymentIntent(intentId);
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'gbp',
        status: 'succeeded',
        client_secret: intent.clientSecret,
        metadata: intent.metadata,
        customer: intent.customerId,
        payment_method: intent.paymentMethodId,
        last_payment_error: null,
      },
    },
  });
}

/** Stripe's signature header for `payload`, signed with the local gateway's webhook secret. */
export function signatureFor(t: TestApp, payload: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: (t.deps.payments as LocalTestGateway).webhookSecret });
}

/**
 * Posts `payload` to the webhook as Stripe does: no session, no Origin, Referer or Sec-Fetch-Site, JSON with a
 * charset, signed with the local gateway's webhook secret unless `signature` is given.
 */
export function postWebhook(t: TestApp, payload: string, signature?: string, headers: Record<string, string> = {}) {
  return t.app.request(
    `${ORIGIN}/api/stripe/webhook`,
    {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signature ?? signatureFor(t, payload),
        ...headers,
      },
    },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );
}
