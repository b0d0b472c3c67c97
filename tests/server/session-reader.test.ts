import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * server/auth/session-reader.ts answers the common case itself and hands the rest to better-auth: for every kind
 * of cookie it must say what better-auth's getSession says, and it must leave better-auth to refresh or delete.
 */
let t: TestApp;
let cookie: string;
let token: string;
let userId: string;

const SESSION_COOKIE = 'better-auth.session_token';
const DAY_MS = 24 * 3600 * 1000;

const headersWith = (value: string) => new Headers({ cookie: value });
const betterAuthUser = async (headers: Headers) => {
  const session = await t.deps.auth.api.getSession({ headers });
  return session ? { id: String(session.user.id), email: session.user.email, hashid: (session.user as unknown as { hashid: string }).hashid } : null;
};
const readerUser = async (headers: Headers) => {
  const user = await t.deps.sessions(headers);
  return user ? { id: user.id, email: user.email, hashid: user.hashid } : null;
};
const setExpiry = (expiresAt: Date) =>
  t.sqlite.prepare('update session set "expiresAt" = ? where token = ?').run(expiresAt.toISOString(), token);
const storedExpiry = () => (t.sqlite.prepare('select "expiresAt" from session where token = ?').get(token) as { expiresAt: string } | undefined)?.expiresAt;

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await t.signUp('reader@example.com', 'Reader Person');
  cookie = signedUp.cookie;
  userId = String((await t.deps.auth.api.getSession({ headers: headersWith(cookie) }))!.user.id);
  token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
});

afterAll(() => t.close());

describe('session reader', () => {
  it("answers a fresh session with the user better-auth gives, hashid included, without better-auth's getSession", async () => {
    const spy = vi.spyOn(t.deps.auth.api, 'getSession');
    const user = await t.deps.sessions(headersWith(cookie));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(user).toEqual({ id: userId, hashid: expect.stringMatching(/^[A-Za-z0-9]{8,}$/), name: 'Reader Person', email: 'reader@example.com', role: 'user' });
    expect(await readerUser(headersWith(cookie))).toEqual(await betterAuthUser(headersWith(cookie)));
  });

  it('finds the session cookie among others, as better-auth does', async () => {
    const headers = headersWith(`theme=dark; ${cookie}; other=1`);
    expect(await readerUser(headers)).toEqual(await betterAuthUser(headers));
    expect(await readerUser(headers)).not.toBeNull();
  });

  /**
   * The signature with its first base64 character changed, which always changes its first byte. (Changing the last
   * character before the '=' did not always: it carries two padding bits, so 'A' to 'D' there decode alike.)
   */
  const tamperedFirstCharacter = (signature: string) => `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

  it.each([
    ['no cookie', ''],
    ['another cookie only', 'theme=dark'],
    ['an unsigned token', `${SESSION_COOKIE}=TOKEN`],
    ['a signature of the wrong length', `${SESSION_COOKIE}=TOKEN.abc%3D`],
    ['a tampered token', 'TAMPER'],
    ['a tampered signature', 'RESIGN'],
    ['a made-up token signed with another secret', `${SESSION_COOKIE}=madeUpToken.XnK7FWxnH1R0Rb06%2BY4F3Zvyxq1lmQob%2FuGu0qw8l8c%3D`],
  ])('is no session for %s, like better-auth', async (_, raw) => {
    const [, signature] = decodeURIComponent(cookie.split('=')[1]!).split('.');
    const value =
      raw === 'TAMPER'
        ? `${SESSION_COOKIE}=${encodeURIComponent(`${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}.${signature}`)}`
        : raw === 'RESIGN'
          ? `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${tamperedFirstCharacter(signature!)}`)}`
          : raw.replace('TOKEN', token);
    expect(await readerUser(headersWith(value))).toBeNull();
    expect(await betterAuthUser(headersWith(value))).toBeNull();
  });

  it('hands a session due for refresh to better-auth, which extends it', async () => {
    // better-auth refreshes once a day of the 7-day session has passed.
    setExpiry(new Date(Date.now() + 5 * DAY_MS));
    const spy = vi.spyOn(t.deps.auth.api, 'getSession');
    expect((await t.deps.sessions(headersWith(cookie)))?.id).toBe(userId);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
    expect(Date.parse(storedExpiry()!)).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it('hands an expired session to better-auth, which deletes it: no session', async () => {
    setExpiry(new Date(Date.now() - 1000));
    expect(await t.deps.sessions(headersWith(cookie))).toBeNull();
    expect(storedExpiry()).toBeUndefined();
    expect(await readerUser(headersWith(cookie))).toBeNull();
  });

  it('is no session after sign-out, even for a cookie it verified before', async () => {
    const { cookie: other } = await t.signUp('leaver@example.com', 'Leaver');
    expect(await t.deps.sessions(headersWith(other))).not.toBeNull();
    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie: other, json: {} })).status).toBe(200);
    expect(await t.deps.sessions(headersWith(other))).toBeNull();
    expect((await t.request('/api/will', { cookie: other })).status).toBe(401);
  });
});
