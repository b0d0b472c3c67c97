import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, name: string, password: string) =>
  t.request('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password } });

/** An answer with what legitimately differs between two sign-ups (the name typed) left out. */
async function shape(response: Response) {
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  return { status: response.status, cookies: response.headers.getSetCookie(), token: body.token, userKeys: Object.keys(body.user).sort(), email: body.user.email };
}

it('answers a sign-up with an address that has an account as it answers a new one, and mails the owner instead', async () => {
  const fresh = await shape(await signUp('new.person@example.com', 'New Person', PASSWORD));
  await t.signUp('owner@example.com', 'Olive Owner');
  const taken = await shape(await signUp('owner@example.com', 'Someone Else', 'another password'));

  expect(taken).toEqual({ ...fresh, email: 'owner@example.com' });
  // Each new account is asked to confirm its address; the taken address's owner is told instead, and asked nothing.
  const all = await t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body_text']).orderBy('id').execute();
  expect(all.map((m) => [m.to_address, m.subject])).toEqual([
    ['new.person@example.com', 'Confirm your email address'],
    ['owner@example.com', 'Confirm your email address'],
    ['owner@example.com', 'Someone tried to register with your email address'],
  ]);
  const mail = all.slice(2);
  expect(mail).toEqual([{ to_address: 'owner@example.com', subject: 'Someone tried to register with your email address', body_text: expect.stringContaining(`${'http://localhost:3000'}/will/sign-in`) }]);
  expect(mail[0]!.body_text).toContain('Hello Olive Owner,');

  // The account is unchanged: its own password still signs in, the one typed at the second sign-up does not.
  const signIn = (password: string) => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'owner@example.com', password } });
  expect((await signIn('another password')).status).toBe(401);
  expect((await signIn(PASSWORD)).status).toBe(200);
});
