import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const signIn = (email: string, password = PASSWORD) => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
const sessionUser = async (cookie: string) => ((await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { email: string; emailVerified: boolean } }).user;

describe('change email', () => {
  it('changes the address only once the link sent to the new one is followed', async () => {
    const { cookie } = await t.signUp('old@example.com', 'Oscar Old');
    const res = await t.request('/api/auth/change-email', { method: 'POST', cookie, ip: '10.2.0.1', json: { newEmail: 'new@example.com', callbackURL: '/will/account' } });
    expect(res.status).toBe(200);
    const mail = t.mailbox.filter((m) => m.to === 'new@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Confirm your new email address']);
    expect(mail[0]!.text).toContain('Hello Oscar Old,');
    expect((await sessionUser(cookie)).email).toBe('old@example.com');

    // The link leads back to the page that asked for it, the account page.
    const followed = await t.request(t.linkTo('new@example.com', '/api/auth/verify-email'), { cookie });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/will/account');
    expect(await sessionUser(cookie)).toMatchObject({ email: 'new@example.com', emailVerified: true });
    expect((await signIn('new@example.com')).status).toBe(200);
    expect((await signIn('old@example.com')).status).toBe(401);
  });

  it('confirms an unconfirmed account’s new address when its link is followed', async () => {
    const { cookie } = await t.signUp('unsure@example.com', 'Una Unsure', { verified: false });
    expect((await t.request('/api/auth/change-email', { method: 'POST', cookie, ip: '10.2.0.2', json: { newEmail: 'sure@example.com' } })).status).toBe(200);
    await t.request(t.linkTo('sure@example.com', '/api/auth/verify-email'), { cookie });
    expect(await sessionUser(cookie)).toMatchObject({ email: 'sure@example.com', emailVerified: true });
  });

  it('tells nobody whether the new address already has an account', async () => {
    await t.signUp('taken@example.com', 'Tia Taken');
    const { cookie } = await t.signUp('mover@example.com', 'Mo Mover');
    const res = await t.request('/api/auth/change-email', { method: 'POST', cookie, ip: '10.2.0.3', json: { newEmail: 'taken@example.com' } });
    expect(res.status).toBe(200);
    expect(t.mailbox.filter((m) => m.to === 'taken@example.com' && m.subject === 'Confirm your new email address')).toEqual([]);
    expect((await sessionUser(cookie)).email).toBe('mover@example.com');
  });
});

describe('change password', () => {
  it('needs the current password, and signs out the other devices', async () => {
    const email = 'pat@example.com';
    const { cookie: laptop } = await t.signUp(email, 'Pat Password');
    const phone = cookieOf(await signIn(email));
    const change = (currentPassword: string) =>
      t.request('/api/auth/change-password', { method: 'POST', cookie: laptop, json: { currentPassword, newPassword: 'another long password', revokeOtherSessions: true } });

    const wrong = await change('not my password');
    expect(wrong.status).toBe(400);
    expect((await signIn(email)).status).toBe(200);

    const right = await change(PASSWORD);
    expect(right.status).toBe(200);
    // This device carries on with the session the change gave it; the phone is signed out.
    const renewed = cookieOf(right);
    expect((await t.request('/api/will', { cookie: renewed })).status).toBe(200);
    expect((await t.request('/api/will', { cookie: phone })).status).toBe(401);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'another long password')).status).toBe(200);
  });

  it('signs out the other devices whatever the request asks for', async () => {
    const cases = [['flagless@example.com', {}, '10.9.0.1'], ['flag.off@example.com', { revokeOtherSessions: false }, '10.9.0.2']] as const;
    for (const [email, asked, ip] of cases) {
      const { cookie: laptop } = await t.signUp(email, 'Fay Flagless');
      const phone = cookieOf(await signIn(email));
      const right = await t.request('/api/auth/change-password', { method: 'POST', ip, cookie: laptop, json: { currentPassword: PASSWORD, newPassword: 'another long password', ...asked } });
      expect(right.status, JSON.stringify(asked)).toBe(200);
      expect((await t.request('/api/will', { cookie: phone })).status, JSON.stringify(asked)).toBe(401);
      expect((await t.request('/api/will', { cookie: cookieOf(right) })).status, JSON.stringify(asked)).toBe(200);
    }
  });
});
