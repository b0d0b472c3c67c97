/**
 * POST /api/stripe/webhook with events signed like Stripe's, on the local gateway's webhook secret:
 * payment_intent.succeeded completes the order once, whatever else completes it and however often it is replayed.
 * Runs on SQLite, and on PostgreSQL through scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { CARD_NO_FUNDS, ordersOf, paymentMethodFor, payingUser, payUpToComplete, post, postWebhook, receiptsTo, signatureFor, succeededEvent } from './checkout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paidButNotCompleted() {
  const user = await payingUser(t);
  const intent = await payUpToComplete(t, user.cookie);
  return { ...user, intent, intentId: intent.payment_intent!.id };
}

const claimed = (eventId: string) => t.db.selectFrom('payment_webhook_event').selectAll().where('id', '=', eventId).execute();

describe('payment_intent.succeeded', () => {
  it('completes the order of a payment the browser never completed, and acts once when replayed', async () => {
    const { cookie, email, userId, intentId } = await paidButNotCompleted();
    const payload = await succeededEvent(t, intentId, 'evt_test_replayed');
    const first = await postWebhook(t, payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const [order] = await ordersOf(t, userId);
    expect(order).toMatchObject({ state: 'paid', paid_at: '2026-11-22T10:00:00.000Z' });
    expect(await (await t.request('/api/will', { cookie })).json()).toMatchObject({ paid: true, submission: { state: 'NEW' }, subscription: { is_active: true } });
    expect(await receiptsTo(t, email)).toHaveLength(1);

    const replays = await Promise.all([postWebhook(t, payload), postWebhook(t, payload)]);
    expect(replays.map((r) => r.status)).toEqual([200, 200]);
    expect(await receiptsTo(t, email)).toHaveLength(1);
    expect(await claimed('evt_test_replayed')).toHaveLength(1);

    // The browser's late completion answers the order the webhook paid.
    const late = await post(t, cookie, '/api/checkout/complete', { order_id: order!.id });
    expect(late.status).toBe(200);
    expect((await late.json()).order).toMatchObject({ id: order!.id, paid_at: '2026-11-22T10:00:00.000Z' });
    expect(await receiptsTo(t, email)).toHaveLength(1);
  });

  it('does nothing more after the browser completed the order, and the browser and webhook racing pay once', async () => {
    const { cookie, email, userId, intent, intentId } = await paidButNotCompleted();
    const [webhook, completed] = await Promise.all([postWebhook(t, await succeededEvent(t, intentId)), post(t, cookie, '/api/checkout/complete', { order_id: intent.order_id })]);
    expect([webhook.status, completed.status]).toEqual([200, 200]);
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['paid']);
    expect(await receiptsTo(t, email)).toHaveLength(1);
    expect((await postWebhook(t, await succeededEvent(t, intentId))).status).toBe(200);
    expect(await receiptsTo(t, email)).toHaveLength(1);
  });

  it("acts on the gateway's state of the intent, not on the event's word", async () => {
    const { cookie, userId } = await payingUser(t);
    await post(t, cookie, '/api/checkout/payment-method', { payment_method: await paymentMethodFor(t, cookie, CARD_NO_FUNDS) });
    const { payment_intent } = await (await post(t, cookie, '/api/checkout/payment-intent')).json();
    const response = await postWebhook(t, await succeededEvent(t, payment_intent.id));
    expect(response.status).toBe(200);
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['pending']);
    expect((await (await t.request('/api/will', { cookie })).json()).paid).toBe(false);
  });
});

describe('what the webhook refuses or ignores', () => {
  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { userId, intentId } = await paidButNotCompleted();
    const payload = await succeededEvent(t, intentId, 'evt_test_forged');
    const forged = await postWebhook(t, payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ type: 'bad_request', message: 'The webhook signature is not valid.' });
    expect(payload).toContain('"amount":9000');
    const tampered = await postWebhook(t, payload.replace('"amount":9000', '"amount":1'), signatureFor(t, payload));
    expect(tampered.status).toBe(400);
    const unsigned = await t.app.request('http://localhost:3000/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['pending']);
    expect(await claimed('evt_test_forged')).toEqual([]);
  });

  it('acknowledges an event type it does not act on', async () => {
    const payload = JSON.stringify({ id: 'evt_test_other', object: 'event', type: 'charge.dispute.created', data: { object: { id: 'dp_1', object: 'dispute' } } });
    const response = await postWebhook(t, payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
  });

  it("acknowledges a succeeded intent the gateway does not know (another environment's), changing nothing", async () => {
    const { userId, intent, intentId } = await paidButNotCompleted();
    const payload = (await succeededEvent(t, intentId)).replaceAll(intentId, 'pi_other_environment');
    expect(payload).toContain(intent.order_id);
    expect((await postWebhook(t, payload)).status).toBe(200);
    expect((await ordersOf(t, userId)).map((o) => o.state)).toEqual(['pending']);
  });

  it('keeps the origin check for browsers: a cross-site post is still refused', async () => {
    const { intentId } = await paidButNotCompleted();
    const response = await postWebhook(t, await succeededEvent(t, intentId), undefined, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});
