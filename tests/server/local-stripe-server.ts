/** A local stand-in for api.stripe.com, for tests that point the Stripe SDK at it (its host and port options). */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request it received: method, path, the form-encoded body (or query) as flat keys, and the headers. */
export type StripeRequest = { method: string; path: string; form: Record<string, string>; headers: IncomingHttpHeaders };

export type StripeAnswer = { status: number; body: unknown };

/** Stripe's answer to a request it does not know. */
export const unrecognized = (method: string, path: string): StripeAnswer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
});

/** Starts a server answering each request with `answer`, recording them all; `stop` closes it. */
export async function startLocalStripe(answer: (request: StripeRequest) => StripeAnswer) {
  const requests: StripeRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const request = { method: req.method ?? '', path: url.pathname, form, headers: req.headers };
      requests.push(request);
      const { status, body: json } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    });
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  return {
    requests,
    endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** A Subscription object as Stripe's API answers it (since 2025-03-31 the period is on its items). */
export function subscriptionJson(input: { id: string; status: string; periodEnd: string; cancelAtPeriodEnd?: boolean; endedAt?: string; metadata?: Record<string, string> }) {
  return {
    id: input.id,
    object: 'subscription',
    customer: 'cus_123',
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    created: unix('2026-11-22T10:00:00.000Z'),
    ended_at: input.endedAt ? unix(input.endedAt) : null,
    trial_end: unix(input.periodEnd),
    items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: unix(input.periodEnd) }] },
    metadata: input.metadata ?? {},
  };
}

/**
 * A stateful stand-in for Stripe's customers, payment methods, PaymentIntents (create with an idempotency key,
 * retrieve, cancel) and refunds, answering as Stripe does, including its refusals to cancel or confirm an intent in
 * a final state. `confirm` is what Stripe.js does in the browser with the client secret: the card is charged.
 */
export function statefulStripe() {
  type Intent = { id: string; object: 'payment_intent'; client_secret: string; amount: number; currency: string; status: string; customer: string; payment_method: string | null; metadata: Record<string, string>; last_payment_error: null; amount_refunded: number };
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, { id: string; object: 'refund'; amount: number; payment_intent: string; status: 'succeeded' }>();
  let serial = 0;
  const unexpected = (action: string, intent: Intent): StripeAnswer => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.` } },
  });
  const confirm = (id: string): StripeAnswer => {
    const intent = intents.get(id);
    if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } } };
    if (intent.status !== 'requires_payment_method') return unexpected('confirm', intent);
    intent.status = 'succeeded';
    intent.payment_method = `pm_card_${intent.customer}`;
    return { status: 200, body: intent };
  };
  const answer = ({ method, path, form, headers }: StripeRequest): StripeAnswer => {
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: `cus_${++serial}`, object: 'customer' } };
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) return { status: 200, body: { id: attach[1], object: 'payment_method', customer: form.customer, card: { brand: 'visa', last4: '4242' } } };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const key = String(headers['idempotency-key']);
      const earlier = byKey.get(key);
      if (earlier) return { status: 200, body: intents.get(earlier) };
      const id = `pi_${++serial}`;
      const metadata = { order_id: form['metadata[order_id]']!, user_id: form['metadata[user_id]']! };
      const intent: Intent = { id, object: 'payment_intent', client_secret: `${id}_secret`, amount: Number(form.amount), currency: form.currency!, status: 'requires_payment_method', customer: form.customer!, payment_method: null, metadata, last_payment_error: null, amount_refunded: 0 };
      intents.set(id, intent);
      byKey.set(key, id);
      return { status: 200, body: intent };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = one ? intents.get(one[1]!) : undefined;
    if (one && !intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${one[1]}'` } } };
    if (method === 'GET' && one && intent && !one[2]) return { status: 200, body: intent };
    if (method === 'POST' && one?.[2] && intent) {
      if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpected('cancel', intent);
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const key = String(headers['idempotency-key']);
      const earlier = refunds.get(key);
      if (earlier) return { status: 200, body: earlier };
      const paid = intents.get(form.payment_intent!);
      if (paid?.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent does not have a successful charge to refund.' } } };
      const amount = Number(form.amount ?? paid.amount - paid.amount_refunded);
      paid.amount_refunded += amount;
      const refund = { id: `re_${++serial}`, object: 'refund' as const, amount, payment_intent: paid.id, status: 'succeeded' as const };
      refunds.set(key, refund);
      return { status: 200, body: refund };
    }
    return unrecognized(method, path);
  };
  return { answer, confirm, intents };
}
