import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { untyped } from '../../server/account/erasure-plan';

/** A browser's cookie store: keeps each cookie until its Max-Age runs out on the (faked) clock. */
function cookieJar() {
  const cookies = new Map<string, { value: string; expires: number }>();
  return {
    take(response: Response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';').map((part) => part.trim());
        const [name, value] = pair!.split('=') as [string, string];
        const maxAge = attributes.find((a) => /^max-age=/i.test(a));
        const expires = maxAge ? Date.now() + Number(maxAge.split('=')[1]) * 1000 : Infinity;
        if (expires <= Date.now()) cookies.delete(name);
        else cookies.set(name, { value, expires });
      }
    },
    header: () =>
      [...cookies]
        .filter(([, cookie]) => cookie.expires > Date.now())
        .map(([name, cookie]) => `${name}=${cookie.value}`)
        .join('; '),
  };
}

const MINUTE = 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

it('keeps an active user signed in past their first cookie’s expiry: the refreshed cookie reaches the browser', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = Date.parse('2026-11-22T10:00:00Z');
  vi.setSystemTime(start);
  const jar = cookieJar();
  const { signIn } = await t.signUp();
  jar.take(signIn);

  // Twenty minutes on (sessions end after 30 idle minutes and are extended in use), the user saves their will.
  vi.setSystemTime(start + 20 * MINUTE);
  const during = await t.request('/api/will', { cookie: jar.header() });
  expect(during.status).toBe(200);
  jar.take(during);

  // Past the first cookie's 30 minutes, the browser still holds a session cookie, and it is good.
  vi.setSystemTime(start + 40 * MINUTE);
  expect(jar.header()).toMatch(/session_token=/);
  expect((await t.request('/api/will', { cookie: jar.header() })).status).toBe(200);
});

it('ends a session 12 hours after sign-in on every request, even one whose expiry was never refreshed to that', async () => {
  const { cookie } = await t.signUp();
  expect((await t.request('/api/will', { cookie })).status).toBe(200);
  // A session signed in 12 h 05 min ago whose stored expiry is still ahead (as one refreshed without the cap was).
  const token = decodeURIComponent(cookie.match(/session_token=([^;.]+)/)![1]!);
  const signedInAt = new Date(Date.now() - (12 * 60 + 5) * MINUTE);
  const session = untyped(t.db);
  await session.updateTable('session').set({ createdAt: signedInAt.toISOString(), expiresAt: new Date(Date.now() + 20 * MINUTE).toISOString() }).where('token', '=', token).execute();
  expect((await t.request('/api/will', { cookie })).status).toBe(401);
  const get = await t.request('/api/auth/get-session', { cookie });
  expect(await get.json()).toBeNull();
  // And it is gone, not only refused.
  expect(await session.selectFrom('session').select('id').where('token', '=', token).execute()).toEqual([]);
});
