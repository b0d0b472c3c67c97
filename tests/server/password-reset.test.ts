import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ORIGIN, PASSWORD, type TestApp } from './test-app';

/** The account's work runs after the answer: on a busy machine it can take seconds. */
const WORK_AFTER_ANSWER = { timeout: 15_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new password';
const ask = (email: string, ip = '10.1.0.1') => t.request('/api/auth/request-password-reset', { method: 'POST', ip, json: { email } });
const reset = (token: string, newPassword = NEW_PASSWORD) => t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
const signIn = (email: string, password: string) => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
// The reset email is sent after the answer (server/auth/account-mail.ts: its timing must not tell who has an account).
const tokenIn = (email: string) => vi.waitFor(() => new URL(`${ORIGIN}${t.linkTo(email, '/will/reset-password?token=')}`).searchParams.get('token')!, WORK_AFTER_ANSWER);

describe('password reset', () => {
  it('answers alike whether or not the address has an account, and mails only an account’s owner', async () => {
    await t.signUp('owner@example.com', 'Olive Owner');
    const known = await ask('owner@example.com');
    const unknown = await ask('nobody@example.com', '10.1.0.2');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await tokenIn('owner@example.com');
    expect(t.mailbox.filter((m) => m.to === 'nobody@example.com')).toEqual([]);
    const mail = t.mailbox.filter((m) => m.subject === 'Reset your Will Writer password');
    expect(mail.map((m) => m.to)).toEqual(['owner@example.com']);
    expect(mail[0]!.text).toContain('Hello Olive Owner,');
    expect(mail[0]!.text).toContain(`${ORIGIN}/will/reset-password?token=`);
  });

  it('sets the new password once per link and signs out every device', async () => {
    const email = 'reset@example.com';
    const { cookie: laptop } = await t.signUp(email, 'Rita Reset');
    const phone = (await signIn(email, PASSWORD)).headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await t.request('/api/will', { cookie: phone })).status).toBe(200);

    expect((await ask(email, '10.1.0.3')).status).toBe(200);
    const token = await tokenIn(email);
    expect((await reset(token)).status).toBe(200);

    for (const cookie of [laptop, phone]) expect((await t.request('/api/will', { cookie })).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    // The link is single-use.
    const again = await reset(token, 'yet another password');
    expect(again.status).toBe(400);
    expect((await signIn(email, 'yet another password')).status).toBe(401);
  });

  it('refuses a link more than an hour old', async () => {
    const email = 'late@example.com';
    await t.signUp(email, 'Lee Late');
    expect((await ask(email, '10.1.0.4')).status).toBe(200);
    const token = await tokenIn(email);
    // The token's expiry is what better-auth checks: an hour and a second on, it has passed.
    const row = await t.db.selectFrom('verification' as never).select(['expiresAt' as never]).where('identifier' as never, '=', `reset-password:${token}` as never).executeTakeFirstOrThrow();
    const expiresAt = new Date((row as { expiresAt: string | number }).expiresAt).getTime();
    const askedAt = Date.now();
    expect(expiresAt - askedAt).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresAt - askedAt).toBeLessThanOrEqual(60 * 60 * 1000);
    await t.db.updateTable('verification' as never).set({ expiresAt: new Date(askedAt - 1000).toISOString() } as never).where('identifier' as never, '=', `reset-password:${token}` as never).execute();
    expect((await reset(token)).status).toBe(400);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('answers without waiting for the mail server, so its timing does not tell who has an account', async () => {
    // A mail server that never answers a reset email: were it awaited, the request for an account's address would hang.
    const silent = await createTestApp({
      mail: { send: (message) => (message.subject === 'Reset your Will Writer password' ? new Promise<never>(() => {}) : Promise.resolve()) },
    });
    try {
      await silent.signUp('quiet@example.com', 'Quinn Quiet', { verified: false });
      const known = silent.request('/api/auth/request-password-reset', { method: 'POST', ip: '10.1.0.9', json: { email: 'quiet@example.com' } });
      const answer = await Promise.race([known, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5000))]);
      expect(answer).not.toBe('hung');
      expect((answer as Response).status).toBe(200);
    } finally {
      await silent.close();
    }
  });

  it('keeps only the newest link working: asking again invalidates the links sent before', async () => {
    const email = 'twice@example.com';
    await t.signUp(email, 'Tara Twice');
    expect((await ask(email, '10.1.0.5')).status).toBe(200);
    const first = await tokenIn(email);
    expect((await ask(email, '10.1.0.6')).status).toBe(200);
    const second = await vi.waitFor(async () => {
      const token = await tokenIn(email);
      if (token === first) throw new Error('the second email has not come yet');
      return token;
    }, WORK_AFTER_ANSWER);
    // The second link's token replaced the first (it is deleted when the second is made).
    await vi.waitFor(async () => {
      const rows = await t.db.selectFrom('verification' as never).select(['identifier' as never]).where('identifier' as never, '=', `reset-password:${first}` as never).execute();
      expect(rows).toEqual([]);
    }, WORK_AFTER_ANSWER);
    expect((await reset(first)).status).toBe(400);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(401);
    expect((await reset(second)).status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers before looking the address up, so the account’s work cannot be timed', async () => {
    await t.signUp('blocked@example.com', 'Blake Blocked');
    // Hold better-auth's account lookup until the answers have come: were it done before answering, they would hang.
    const context = await t.deps.auth.$context;
    const adapter = context.internalAdapter;
    const lookUp = adapter.findUserByEmail;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    adapter.findUserByEmail = async (...args: Parameters<typeof lookUp>) => {
      held.push(args[0]);
      await gate;
      return lookUp.apply(adapter, args);
    };
    try {
      const answers = Promise.all([ask('blocked@example.com', '10.1.0.7'), ask('nobody.blocked@example.com', '10.1.0.8')]);
      const settled = await Promise.race([answers, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 5000))]);
      expect(settled).not.toBe('hung');
      const [known, unknown] = settled as Response[];
      expect(known!.status).toBe(200);
      expect(await unknown!.json()).toEqual(await known!.json());
      expect(t.mailbox.filter((m) => m.to === 'blocked@example.com' && m.subject === 'Reset your Will Writer password')).toEqual([]);
    } finally {
      release();
    }
    // The work goes on after the answer: the owner gets their link.
    try {
      await tokenIn('blocked@example.com');
      await vi.waitFor(() => expect(held).toEqual(expect.arrayContaining(['blocked@example.com', 'nobody.blocked@example.com'])), WORK_AFTER_ANSWER);
    } finally {
      adapter.findUserByEmail = lookUp;
    }
  });
});
