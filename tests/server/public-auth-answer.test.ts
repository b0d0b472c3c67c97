import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAuthBody } from '../../server/auth/public-auth-answer';
import { createTestApp, type TestApp } from './test-app';
import { userIdOf } from './will-test-data';

/**
 * ADR 0004: serial ids never leave the server, and the session token travels only in its HttpOnly cookie. better-auth
 * puts both in its JSON answers; the app takes them out.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every key anywhere in a JSON value, with its value. */
function entries(value: unknown, out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((item) => entries(item, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push([key, item]);
      entries(item, out);
    }
  }
  return out;
}

/** Fails if the answer names the serial id or the session token anywhere, under any key. */
function expectNothingPrivate(body: unknown, serialId: string, cookie: string) {
  const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
  const keys = entries(body).map(([key]) => key);
  expect(keys).not.toContain('id');
  expect(keys).not.toContain('userId');
  expect(keys).not.toContain('token');
  expect(JSON.stringify(body)).not.toContain(token);
  for (const [, value] of entries(body)) expect(String(value)).not.toBe(serialId);
}

describe('auth answers in the browser', () => {
  it('sign-up: the user without serial id or token', async () => {
    const { cookie, response } = await t.signUp('public@example.com', 'Pat Public');
    const body = (await response.json()) as { user: { email: string; name: string } };
    expect(body.user).toMatchObject({ email: 'public@example.com', name: 'Pat Public' });
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expectNothingPrivate(body, await userIdOf(t, cookie), cookie);
  });

  it('sign-in and get-session: the hashid stands for the user', async () => {
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'public@example.com', password: 'correct horse battery' } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const serialId = await userIdOf(t, cookie);
    expectNothingPrivate(await signIn.json(), serialId, cookie);

    const session = await t.request('/api/auth/get-session', { cookie });
    const body = (await session.json()) as { user: { hashid: string; email: string }; session: { expiresAt: string } };
    expect(body.user.email).toBe('public@example.com');
    expect(body.user.hashid).toMatch(/^[a-zA-Z0-9]{6,}$/);
    expect(Date.parse(body.session.expiresAt)).toBeGreaterThan(Date.now());
    expectNothingPrivate(body, serialId, cookie);
  });

  it('list-sessions: no session carries its token or ids', async () => {
    const { cookie } = await t.signUp('lister@example.com', 'Lee Lister');
    const answer = await t.request('/api/auth/list-sessions', { cookie });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as unknown[];
    expect(body).toHaveLength(1);
    expectNothingPrivate(body, await userIdOf(t, cookie), cookie);
  });

  it('leaves other JSON as it is', () => {
    expect(publicAuthBody({ status: true })).toEqual({ status: true });
    expect(publicAuthBody(null)).toBeNull();
    expect(publicAuthBody([{ name: 'not a session', id: 3 }])).toEqual([{ name: 'not a session', id: 3 }]);
  });
});
