import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../server/services/mail/smtp-mailer';
import { createTestApp, ORIGIN, type TestApp } from './test-app';
import { startLocalSmtpServer } from './local-smtp-server';

const UNVERIFIED = {
  type: 'email_unverified',
  message: 'Please confirm your email address first: follow the link in the email we sent you when you registered. We can send you a new one.',
};

let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  t = await createTestApp({ mail: createSmtpMailer({ url: smtp.url, from: 'Will Writer <no-reply@willwriter.example>' }) });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const refer = (cookie: string) => t.request('/api/will/refer-partner', { method: 'POST', cookie, json: { name: 'Sam Smith', email: 'sam@example.com' } });
const resend = (cookie: string, email: string, ip = '10.0.0.1') =>
  t.request('/api/auth/send-verification-email', { method: 'POST', cookie, ip, json: { email } });

describe('email verification', () => {
  it('mails a link on sign-up over SMTP; the will can be written at once, checkout and refer-partner wait for the link', async () => {
    const { cookie, email } = await t.signUp('ann@example.com', 'Ann Archer', { verified: false });
    const mail = smtp.received.filter((m) => m.to.includes(email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Subject: Confirm your email address');
    expect(mail[0]!.text).toContain('Hello Ann Archer,');
    const link = smtp.linkTo(email, `${ORIGIN}/api/auth/verify-email?token=`);
    expect(link).toBeDefined();

    // The will is open to an unconfirmed account.
    expect((await t.request('/api/will', { cookie })).status).toBe(200);
    const session = (await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { emailVerified: boolean } };
    expect(session.user.emailVerified).toBe(false);

    // Paying and inviting a partner are not, with the reason; the checkout page may still read its status.
    const refused = await refer(cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(UNVERIFIED);
    for (const path of ['/api/checkout/payment-intent', '/api/checkout/complete', '/api/checkout/charity-consent']) {
      const res = await t.request(path, { method: 'POST', cookie, json: {} });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual(UNVERIFIED);
    }
    expect((await t.request('/api/checkout/status', { cookie })).status).not.toBe(403);
    expect(await t.db.selectFrom('refer_partner_send').selectAll().execute()).toEqual([]);

    // Following the link confirms the address and lands on the confirmation page.
    const followed = await t.request(link!.slice(ORIGIN.length));
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/will/email-verified');
    const after = (await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { emailVerified: boolean } };
    expect(after.user.emailVerified).toBe(true);
    expect((await refer(cookie)).status).toBe(200);
    expect((await t.request('/api/checkout/payment-intent', { method: 'POST', cookie, json: {} })).status).not.toBe(403);
  });

  it('resends the email on request, a few times per client address and no more', async () => {
    const { cookie, email } = await t.signUp('ben@example.com', 'Ben Baker', { verified: false });
    const before = smtp.received.length;
    for (let i = 0; i < 3; i++) expect((await resend(cookie, email)).status).toBe(200);
    expect(smtp.received.length - before).toBe(3);
    const limited = await resend(cookie, email);
    expect(limited.status).toBe(429);
    expect(smtp.received.length - before).toBe(3);
    // Any of the links works.
    const followed = await t.request(smtp.linkTo(email, `${ORIGIN}/api/auth/verify-email?token=`)!.slice(ORIGIN.length));
    expect(followed.headers.get('location')).toBe('/will/email-verified');
    expect((await refer(cookie)).status).toBe(200);
  });

  it('leads a link back to the page that asked for it only when that is one of ours', async () => {
    const { cookie, email } = await t.signUp('dan@example.com', 'Dan Dare', { verified: false });
    const ask = async (callbackURL: string) => {
      expect((await t.request('/api/auth/send-verification-email', { method: 'POST', cookie, ip: '10.0.0.9', json: { email, callbackURL } })).status).toBe(200);
      return new URL(smtp.linkTo(email, `${ORIGIN}/api/auth/verify-email?token=`)!).searchParams.get('callbackURL');
    };
    expect(await ask('/will/checkout')).toBe('/will/checkout');
    expect(await ask('https://evil.example/will/checkout')).toBe('/will/email-verified');
    expect(await ask('//evil.example/will')).toBe('/will/email-verified');
  });

  it('sends a broken or tampered link to the confirmation page with an error, and confirms nothing', async () => {
    const { cookie, email } = await t.signUp('cal@example.com', 'Cal Cole', { verified: false });
    const link = smtp.linkTo(email, `${ORIGIN}/api/auth/verify-email?token=`)!;
    const tampered = link.replace(/token=([^.]+)\.([^.]+)/, (_m, head: string, body: string) => `token=${head}.${body.slice(0, -2)}AA`);
    const res = await t.request(tampered.slice(ORIGIN.length));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/will\/email-verified\?error=/);
    expect((await refer(cookie)).status).toBe(403);
  });
});
