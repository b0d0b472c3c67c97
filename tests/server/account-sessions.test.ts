import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';

const MINUTE = 60 * 1000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type Device = { id: string; browser: string | null; os: string | null; lastActiveAt: string; current: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const signInFrom = async (email: string, userAgent: string) =>
  cookieOf(await t.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'user-agent': userAgent }, json: { email, password: PASSWORD } }));
const devices = async (cookie: string) => {
  const res = await t.request('/api/account/devices', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { devices: Device[] }).devices;
};
const signedIn = async (cookie: string) => (await t.request('/api/will', { cookie })).status === 200;

describe('signed-in devices', () => {
  it('lists each device by browser and system, marks this one, and signs out one or all', async () => {
    const email = 'devices@example.com';
    await t.signUp(email, 'Dee Vices');
    const laptop = await signInFrom(email, CHROME);
    const phone = await signInFrom(email, IPHONE);
    const listed = await devices(laptop);
    expect(listed.filter((d) => d.browser === 'Chrome' && d.os === 'Linux' && d.current)).toHaveLength(1);
    expect(listed.filter((d) => d.browser === 'Safari' && d.os === 'iOS' && !d.current)).toHaveLength(1);
    expect(listed.every((d) => /^[\w-]{22}$/.test(d.id) && !Number.isNaN(Date.parse(d.lastActiveAt)))).toBe(true);
    // No token, no serial id.
    expect(JSON.stringify(listed)).not.toMatch(/token|userId/);

    const phoneId = listed.find((d) => d.os === 'iOS')!.id;
    const out = await t.request(`/api/account/devices/${phoneId}/sign-out`, { method: 'POST', cookie: laptop });
    expect(out.status).toBe(200);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    const again = await t.request(`/api/account/devices/${phoneId}/sign-out`, { method: 'POST', cookie: laptop });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ type: 'not_found', message: 'That device is already signed out.' });

    const tablet = await signInFrom(email, IPHONE);
    expect((await t.request('/api/auth/revoke-sessions', { method: 'POST', cookie: laptop, json: {} })).status).toBe(200);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(tablet)).toBe(false);
  });

  it('cannot sign out another user’s device', async () => {
    await t.signUp('mine@example.com', 'Mina Mine');
    const mine = await signInFrom('mine@example.com', CHROME);
    await t.signUp('theirs@example.com', 'Theo Theirs');
    const theirs = await signInFrom('theirs@example.com', CHROME);
    const theirId = (await devices(theirs)).find((d) => d.current)!.id;
    expect((await t.request(`/api/account/devices/${theirId}/sign-out`, { method: 'POST', cookie: mine })).status).toBe(404);
    expect(await signedIn(theirs)).toBe(true);
  });
});

describe('session expiry', () => {
  it('ends a session after 30 minutes without a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-22T10:00:00Z');
    vi.setSystemTime(start);
    const { cookie } = await t.signUp('idle@example.com', 'Ida Idle');
    vi.setSystemTime(start + 29 * MINUTE);
    expect(await signedIn(cookie)).toBe(true);
    // That request moved the idle expiry on: 30 minutes from it, not from sign-in.
    vi.setSystemTime(start + 58 * MINUTE);
    expect(await signedIn(cookie)).toBe(true);
    vi.setSystemTime(start + 89 * MINUTE);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-23T08:00:00Z');
    vi.setSystemTime(start);
    const { cookie } = await t.signUp('busy@example.com', 'Bea Busy');
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      vi.setSystemTime(start + minute * MINUTE);
      expect(await signedIn(cookie), `at minute ${minute}`).toBe(true);
    }
    const session = (await (await t.request('/api/auth/get-session?disableRefresh=true', { cookie })).json()) as { session: { expiresAt: string } };
    expect(Date.parse(session.session.expiresAt)).toBe(start + 12 * 60 * MINUTE);
    vi.setSystemTime(start + 12 * 60 * MINUTE + 1000);
    expect(await signedIn(cookie)).toBe(false);
  });
});
