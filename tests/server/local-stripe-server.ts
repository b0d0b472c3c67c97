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
