import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../server/services/mail/smtp-mailer';
import { referralOf } from '../../server/stores/partner-referrals';
import { createTestApp, ORIGIN, type TestApp } from './test-app';
import { userIdOf } from './will-test-data';

/** One message the local SMTP server accepted. */
type Received = { to: string[]; data: string };

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;
let jo: string;

/** The body of a quoted-printable part as written (soft line breaks joined, =XX decoded). */
const unQuotedPrintable = (data: string) =>
  data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const refer = (cookie: string, body: unknown) => t.request('/api/will/refer-partner', { method: 'POST', cookie, json: body });
const claim = (cookie: string | undefined, body: unknown) => t.request('/api/partner-referral', { method: 'POST', cookie, json: body });

/** Jo invites Sam through the real route and mailer; the sign-up link and its code, as the email carries them. */
async function inviteSam(email = 'sam@example.com') {
  const res = await refer(jo, { name: 'Sam Smith', email });
  expect(res.status).toBe(200);
  const text = unQuotedPrintable(received.at(-1)!.data);
  const link = new RegExp(`${ORIGIN}/will/start\\?ref=([A-Za-z0-9_-]{22})`).exec(text);
  if (!link) throw new Error(`no sign-up link in ${text}`);
  return { text, url: link[0], code: link[1]! };
}

beforeAll(async () => {
  // A real SMTP server on a free local port: it accepts every message but one addressed to "refused@...".
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused@')) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const mail = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Will Writer <no-reply@willwriter.example>' });
  t = await createTestApp({ mail });
  jo = (await t.signUp('jo@example.com', 'Jo Bloggs')).cookie;
});

afterAll(async () => {
  t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(async () => {
  received.length = 0;
  await t.db.deleteFrom('refer_partner_send').execute();
});

describe('refer-partner email over SMTP', () => {
  it('invites the partner by name, with the configured partner discount and a sign-up link carrying a referral code', async () => {
    const { text, url } = await inviteSam();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['sam@example.com']);
    expect(text).toContain('Subject: You have been invited to write your will');
    expect(text).toContain('Dear Sam Smith,');
    expect(text).toContain(`you get ${t.deps.config.page.partner_discount_percentage}% off your will`);
    expect(text).toContain(`<a href="${url}">${url}</a>`);
  });

  it('gives each invitation its own code', async () => {
    const first = await inviteSam();
    const second = await inviteSam('alex@example.com');
    expect(first.code).not.toBe(second.code);
  });

  it('stores no referral when the SMTP server refuses the message (502)', async () => {
    const before = await t.db.withTables<{ partner_referral: { code: string } }>().selectFrom('partner_referral').select('code').execute();
    const res = await refer(jo, { name: 'Sam Smith', email: 'refused@example.com' });
    expect(res.status).toBe(502);
    const after = await t.db.withTables<{ partner_referral: { code: string } }>().selectFrom('partner_referral').select('code').execute();
    expect(after).toEqual(before);
  });
});

describe('POST /api/partner-referral (the partner signs up through the link)', () => {
  it("records the partner's account against the referral, once", async () => {
    const { code } = await inviteSam();
    const sam = (await t.signUp('sam.smith@example.com', 'Sam Smith')).cookie;
    const samId = await userIdOf(t, sam);
    expect(await referralOf(t.db, samId)).toBeUndefined();

    const res = await claim(sam, { code });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'CLAIMED' });
    const referral = await referralOf(t.db, samId);
    expect(referral).toMatchObject({ code, referrer_user_id: await userIdOf(t, jo), partner_user_id: samId });
    // A retried request changes nothing.
    expect((await claim(sam, { code })).status).toBe(200);
  });

  it('refuses a used code (409), a second referral for one account (409), the sender own code (422) and unknown codes (404)', async () => {
    const { code } = await inviteSam();
    const other = await inviteSam('alex@example.com');
    const alex = (await t.signUp(`alex${Date.now()}@example.com`, 'Alex Smith')).cookie;
    expect((await claim(alex, { code })).status).toBe(200);
    const kim = (await t.signUp(`kim${Date.now()}@example.com`, 'Kim Smith')).cookie;
    expect((await claim(kim, { code })).status).toBe(409);
    expect((await claim(alex, { code: other.code })).status).toBe(409);
    expect((await claim(jo, { code: other.code })).status).toBe(422);
    for (const unknown of ['A'.repeat(22), 'short', 42, null]) expect((await claim(kim, { code: unknown })).status).toBe(404);
    expect(await referralOf(t.db, await userIdOf(t, kim))).toBeUndefined();
  });

  it('needs a session (401)', async () => {
    const { code } = await inviteSam();
    expect((await claim(undefined, { code })).status).toBe(401);
  });
});
