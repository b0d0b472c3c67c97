import { hc } from 'hono/client';
import { describe, expect, it, vi } from 'vitest';
import type { AppType } from '../../server/app';
import { typedClient, type AppClient } from './typed-client';

type Sent = { path: string; method: string; contentType: string | null; body: string | null; signal: AbortSignal | null };

/** What each client sends for `call`, read off a fetch that answers 200 with `{}`. */
async function sent(call: (client: AppClient) => Promise<unknown>): Promise<{ ours: Sent; hono: Sent }> {
  const record = (into: Sent[]) =>
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      into.push({ path: String(input), method: init.method ?? 'GET', contentType: headers.get('content-type'), body: typeof init.body === 'string' ? init.body : null, signal: init.signal ?? null });
      return Response.json({});
    });
  const ours: Sent[] = [];
  const hono: Sent[] = [];
  await call(typedClient(record(ours)));
  await call(hc<AppType>('/', { fetch: record(hono) }));
  return { ours: ours[0]!, hono: hono[0]! };
}

describe('the typed client', () => {
  const signal = new AbortController().signal;
  const calls: [string, (client: AppClient) => Promise<unknown>][] = [
    ['a GET of a mounted sub-app’s root', (client) => client.api.will.$get()],
    ['a GET with a dash in its path', (client) => client.api.checkout['paid-order'].$get()],
    ['a GET with a query, an empty parameter left out', (client) => client.api.review.submissions.$get({ query: { state: 'NEW', q: 'Jane Smith', page: undefined } })],
    ['a GET with two path parameters and a signal', (client) => client.api.review.submissions[':id'].mirror[':otherId'].$get({ param: { id: 'abc', otherId: 'def' } }, { init: { signal } })],
    ['a POST with a body and a path parameter', (client) => client.api.review.submissions[':id']['sign-off'].return.$post({ param: { id: 'abc' }, json: { version: 'v1', note: 'Check clause 3' } })],
    ['a POST with no body', (client) => client.api.cart['add-lpa'].$post()],
    ['a PUT', (client) => client.api.account['keep-current'].$put({ json: { checkIns: true } })],
    ['a PATCH', (client) => client.api['onboarding-answer'].$patch({ json: { onboarding_status: 'completed' } })],
    ['a DELETE', (client) => client.api['mirror-invitation'][':id'].$delete({ param: { id: 'inv1' } })],
  ];
  it.each(calls)('sends %s as Hono’s client does', async (_name, call) => {
    const { ours, hono } = await sent(call);
    expect(ours).toEqual(hono);
  });

  it('URL-encodes a path parameter, which Hono’s client leaves as it is', async () => {
    const { ours } = await sent((client) => client.api['mirror-invitation'][':id'].$delete({ param: { id: 'a/b c' } }));
    expect(ours.path).toBe('/api/mirror-invitation/a%2Fb%20c');
  });

  it('is not a promise: awaiting a path calls nothing', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    const path = typedClient(fetch).api.will;
    expect(await Promise.resolve(path)).toBe(path);
    expect(fetch).not.toHaveBeenCalled();
  });
});
