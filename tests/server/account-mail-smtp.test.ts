/**
 * Every account flow that sends mail, against an app whose mailer is the one SMTP_URL selects (readConfig,
 * then createMailer, as server/compose-app.ts and server/retention-main.ts build it), pointing at a real SMTP server
 * (smtp-server) started here. What is checked is what arrives over SMTP: the envelope's recipient, the From, To and
 * Subject headers, the text, and that the link in it does what it says when followed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, type ServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrateAuth } from '../../server/auth/auth';
import { untyped } from '../../server/account/erasure-plan';
import { runRetention } from '../../server/retention/run-retention';
import { systemClock, type Clock } from '../../server/clock';
import { createMailer } from '../../server/services/mail/create-mailer';
import type { Mailer } from '../../server/services/mail/mailer';
import { createTestApp, fixedClock, ORIGIN, PASSWORD, type TestApp } from './test-app';
import { userIdOf, validPayload } from './will-test-data';

const DAY = 86_400_000;
const NEW_PASSWORD = 'a brand new password';
const MAIL_FROM = 'Will Writer Accounts <accounts@willwriter.example>';

// ---------------------------------------------------------------------------------------------------------------
// The SMTP server, and the messages as they arrive.
// ---------------------------------------------------------------------------------------------------------------

/** One message as the SMTP server received it: the envelope, the headers, and the decoded text and HTML parts. */
type Arrived = { rcptTo: string[]; mailFrom: string; headers: Map<string, string>; text: string; html: string; raw: string };

/** Headers (unfolded, names lower-cased) and body of a MIME entity. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

/** A body as written on the wire, decoded by its Content-Transfer-Encoding into UTF-8 text. */
function decodeBody(body: string, encoding = '7bit'): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes: number[] = [];
    const joined = body.replace(/=\r\n/g, '');
    for (let i = 0; i < joined.length; i++) {
      const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
      if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The text/plain and text/html parts of a message, whatever multipart nesting nodemailer chose. */
function partsOf(raw: string): { text: string; html: string } {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const found = { text: '', html: '' };
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = partsOf(part.replace(/^\r\n/, ''));
      found.text ||= inner.text;
      found.html ||= inner.html;
    }
    return found;
  }
  const decoded = decodeBody(body.replace(/\r\n$/, ''), headers.get('content-transfer-encoding'));
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded.replace(/\r\n/g, '\n'), html: '' };
}

/**
 * A real SMTP server on a free 127.0.0.1 port. It refuses (550) any recipient in `refused`, as a full or closed
 * mailbox would, and keeps every message it accepts.
 */
async function startSmtpServer() {
  const received: Arrived[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('binary')));
      stream.on('end', () => {
        const utf8 = Buffer.from(raw, 'binary').toString('utf8');
        const { headers } = splitEntity(utf8);
        received.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          headers,
          ...partsOf(utf8),
          raw: utf8,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** The configuration as the server reads it from its environment, with SMTP_URL set to the server above. */
let config: ServerConfig;
let configDir: string;

/** The messages that arrived for `email` since `since` (an index into smtp.received), optionally with `subject`. */
const arrivedFor = (email: string, { since = 0, subject }: { since?: number; subject?: string } = {}) =>
  smtp.received.slice(since).filter((m) => m.rcptTo.includes(email) && (subject === undefined || m.headers.get('subject') === subject));

/** The one link in a message's text that starts with `prefix`, checked to be a link in its HTML part too. */
function linkIn(message: Arrived, prefix: string): string {
  const links = message.text.split(/\s+/).filter((word) => word.startsWith(prefix));
  expect(links, `links to ${prefix} in: ${message.text}`).toHaveLength(1);
  const link = links[0]!;
  expect(message.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
  return link;
}

/** What every account email must look like on the wire: one recipient, from the configured sender, as subject. */
function expectEnvelope(message: Arrived, to: string, subject: string) {
  expect(message.rcptTo).toEqual([to]);
  expect(message.headers.get('to')).toBe(to);
  expect(message.headers.get('from')).toBe(MAIL_FROM);
  expect(message.mailFrom).toBe('accounts@willwriter.example');
  expect(message.headers.get('subject')).toBe(subject);
}

const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

/**
 * The test app over its own database, its mailer the SMTP adapter createMailer picks from config.smtpUrl (built on
 * the app's database, as compose-app.ts does), and a stand-in for the built web app so that /will/* pages answer.
 */
async function smtpApp(): Promise<TestApp> {
  // The mailer needs the app's database, made by createTestApp: it is looked up when the app first sends.
  const t = await createTestApp({ mail: { send: (message) => mailer.send(message) } });
  const mailer: Mailer = createMailer(t.db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: t.dir, clock: fixedClock });
  writeFileSync(join(t.dir, 'web', 'index.html'), '<!doctype html><title>Will Writer</title><div id="root"></div>');
  return t;
}

/** Nothing went to the embedded outbox: every outbox row was sent over SMTP (none left waiting). */
async function expectNoOutbox(t: TestApp) {
  expect(await t.db.selectFrom('mail_outbox').select('id').where('status', '!=', 'sent').execute()).toEqual([]);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  configDir = mkdtempSync(join(tmpdir(), 'will-writer-smtp-config-'));
  config = readConfig({
    DATA_DIR: configDir,
    BASE_URL: ORIGIN,
    SMTP_URL: smtp.url,
    MAIL_FROM,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    HASHID_SALT: 'test-salt-test-salt-test-salt-test-salt',
    RETENTION_UNPAID_DRAFT_DAYS: '90',
  });
  expect(config.smtpUrl).toBe(smtp.url);
});
afterAll(async () => {
  await smtp.stop();
  rmSync(configDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------------
// Password reset, change of email, account deletion: one app.
// ---------------------------------------------------------------------------------------------------------------

describe('account mail over SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await smtpApp();
  });
  afterAll(async () => {
    await expectNoOutbox(t);
    await t.close();
  });

  const signIn = (email: string, password = PASSWORD) => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  const sessionUser = async (cookie: string) =>
    ((await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { email: string; emailVerified: boolean } } | null)?.user ?? null;

  describe('password reset', () => {
    const SUBJECT = 'Reset your Will Writer password';
    const ask = (email: string, ip: string) => t.request('/api/auth/request-password-reset', { method: 'POST', ip, json: { email } });
    const reset = (token: string, newPassword = NEW_PASSWORD) => t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
    // The reset email is sent after the answer (its timing must not tell who has an account): wait for it to arrive.
    const arrival = (email: string, since: number) => vi.waitFor(() => expect(arrivedFor(email, { since, subject: SUBJECT })).toHaveLength(1));

    it('mails the link only to an account’s owner, answering alike for an unknown address', async () => {
      await t.signUp('olive.owner@example.com', 'Olive Owner');
      const since = smtp.received.length;
      const known = await ask('olive.owner@example.com', '10.40.0.1');
      const unknown = await ask('nobody.here@example.com', '10.40.0.2');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual(await known.json());

      await arrival('olive.owner@example.com', since);
      expect(smtp.received.slice(since).map((m) => m.rcptTo)).toEqual([['olive.owner@example.com']]);
      const [mail] = arrivedFor('olive.owner@example.com', { since });
      expectEnvelope(mail!, 'olive.owner@example.com', SUBJECT);
      expect(mail!.text).toContain('Hello Olive Owner,');
      expect(mail!.text).toContain('follow this link within one hour');
      linkIn(mail!, `${ORIGIN}/will/reset-password?token=`);
    });

    it('the link opens the reset page, sets the new password once, and ends every old session', async () => {
      const email = 'rita.reset@example.com';
      const { cookie: laptop } = await t.signUp(email, 'Rita Reset');
      const phone = cookieOf(await signIn(email));
      for (const cookie of [laptop, phone]) expect((await t.request('/api/will', { cookie })).status).toBe(200);

      const since = smtp.received.length;
      expect((await ask(email, '10.40.0.3')).status).toBe(200);
      await arrival(email, since);
      const mails = arrivedFor(email, { since });
      expect(mails).toHaveLength(1);
      expectEnvelope(mails[0]!, email, SUBJECT);
      expect(mails[0]!.text).toContain('Hello Rita Reset,');
      const link = linkIn(mails[0]!, `${ORIGIN}/will/reset-password?token=`);

      // Followed, the link opens the web app's reset page, which sends the link's token with the new password.
      const page = await t.request(link.slice(ORIGIN.length));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const token = new URL(link).searchParams.get('token')!;
      expect(token).toMatch(/^\S{16,}$/);
      // Until then, nothing changed: the old password and both sessions still work.
      expect((await t.request('/api/will', { cookie: phone })).status).toBe(200);
      const reset1 = await reset(token);
      expect(reset1.status).toBe(200);

      // Every device that was signed in is signed out, the new password is the one, and the link is spent.
      for (const cookie of [laptop, phone]) {
        expect((await t.request('/api/will', { cookie })).status).toBe(401);
        expect(await sessionUser(cookie)).toBeNull();
      }
      expect((await signIn(email, PASSWORD)).status).toBe(401);
      expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
      expect((await reset(token, 'yet another password')).status).toBe(400);
      expect((await signIn(email, 'yet another password')).status).toBe(401);
      // Resetting sends nothing more.
      expect(arrivedFor(email, { since })).toHaveLength(1);
    });

    it('an altered token from the link does nothing; the token as mailed works', async () => {
      const email = 'tam.tamper@example.com';
      await t.signUp(email, 'Tam Tamper');
      const since = smtp.received.length;
      expect((await ask(email, '10.40.0.4')).status).toBe(200);
      await arrival(email, since);
      const token = new URL(linkIn(arrivedFor(email, { since, subject: SUBJECT })[0]!, `${ORIGIN}/will/reset-password?token=`)).searchParams.get('token')!;
      const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await reset(altered)).status).toBe(400);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
      expect((await reset(token)).status).toBe(200);
      expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
    });
  });

  describe('change of email', () => {
    const SUBJECT = 'Confirm your new email address';
    const change = (cookie: string, newEmail: string, ip: string) =>
      t.request('/api/auth/change-email', { method: 'POST', cookie, ip, json: { newEmail, callbackURL: '/will/account' } });

    it('mails the link to the new address only; the address changes when that link is followed, not before', async () => {
      const { cookie } = await t.signUp('oscar.old@example.com', 'Oscar Old');
      const since = smtp.received.length;
      expect((await change(cookie, 'oscar.new@example.com', '10.41.0.1')).status).toBe(200);

      // One message, to the new address; none to the old one.
      expect(smtp.received.slice(since).map((m) => m.rcptTo)).toEqual([['oscar.new@example.com']]);
      const [mail] = arrivedFor('oscar.new@example.com', { since });
      expectEnvelope(mail!, 'oscar.new@example.com', SUBJECT);
      expect(mail!.text).toContain('Hello Oscar Old,');
      expect(mail!.text).toContain('Until you do, your account keeps its old address.');
      const link = linkIn(mail!, `${ORIGIN}/api/auth/verify-email?token=`);
      expect(new URL(link).searchParams.get('callbackURL')).toBe('/will/account');

      // Not yet followed: the account keeps its old address.
      expect(await sessionUser(cookie)).toMatchObject({ email: 'oscar.old@example.com' });
      expect((await signIn('oscar.new@example.com')).status).toBe(401);
      expect((await signIn('oscar.old@example.com')).status).toBe(200);
      // The link the OLD address was mailed at sign-up, followed again, does not move the account anywhere.
      const signUpMail = arrivedFor('oscar.old@example.com', { subject: 'Confirm your email address' });
      expect(signUpMail).toHaveLength(1);
      await t.request(linkIn(signUpMail[0]!, `${ORIGIN}/api/auth/verify-email?token=`).slice(ORIGIN.length), { cookie });
      expect(await sessionUser(cookie)).toMatchObject({ email: 'oscar.old@example.com' });
      expect(arrivedFor('oscar.old@example.com', { since })).toEqual([]);

      // Followed (from the account page's browser), the link makes the change and lands back on the account page.
      const followed = await t.request(link.slice(ORIGIN.length), { cookie });
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('/will/account');
      expect(await sessionUser(cookie)).toMatchObject({ email: 'oscar.new@example.com', emailVerified: true });
      expect((await signIn('oscar.new@example.com')).status).toBe(200);
      expect((await signIn('oscar.old@example.com')).status).toBe(401);

      // The link is spent: followed again, it is refused and changes nothing.
      const again = await t.request(link.slice(ORIGIN.length), { cookie });
      expect(again.status).toBe(302);
      expect(again.headers.get('location')).toMatch(/\?error=/);
      expect(await sessionUser(cookie)).toMatchObject({ email: 'oscar.new@example.com' });
    });

    it('the link works from a browser where nobody is signed in (the mail app’s), for that account only', async () => {
      const { cookie } = await t.signUp('mia.mobile@example.com', 'Mia Mobile');
      const since = smtp.received.length;
      expect((await change(cookie, 'mia.moved@example.com', '10.41.0.3')).status).toBe(200);
      const link = linkIn(arrivedFor('mia.moved@example.com', { since, subject: SUBJECT })[0]!, `${ORIGIN}/api/auth/verify-email?token=`);

      // Someone else's session does not take the change over.
      const { cookie: other } = await t.signUp('ned.nosy@example.com', 'Ned Nosy');
      const hijack = await t.request(link.slice(ORIGIN.length), { cookie: other });
      expect(hijack.headers.get('location')).toMatch(/\?error=/);
      expect(await sessionUser(other)).toMatchObject({ email: 'ned.nosy@example.com' });
      expect(await sessionUser(cookie)).toMatchObject({ email: 'mia.mobile@example.com' });

      const followed = await t.request(link.slice(ORIGIN.length));
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('/will/account');
      expect(await sessionUser(cookie)).toMatchObject({ email: 'mia.moved@example.com', emailVerified: true });
    });

    it('mails nothing to a new address that already has an account, and changes nothing', async () => {
      await t.signUp('tia.taken@example.com', 'Tia Taken');
      const { cookie } = await t.signUp('mo.mover@example.com', 'Mo Mover');
      const since = smtp.received.length;
      expect((await change(cookie, 'tia.taken@example.com', '10.41.0.4')).status).toBe(200);
      expect(smtp.received.slice(since)).toEqual([]);
      expect(await sessionUser(cookie)).toMatchObject({ email: 'mo.mover@example.com' });
    });
  });

  describe('account deletion', () => {
    it('sends no mail, and afterwards nothing reaches the address it had', async () => {
      const email = 'dora.delete@example.com';
      const { cookie } = await t.signUp(email, 'Dora Delete');
      expect((await t.request('/api/will', { method: 'POST', cookie, json: validPayload(0) })).status).toBe(200);
      const since = smtp.received.length;
      const deleted = await t.request('/api/account/delete', { method: 'POST', cookie, json: { password: PASSWORD } });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ status: 'deleted' });
      expect(smtp.received.slice(since)).toEqual([]);

      // A reset asked for afterwards is answered as for any unknown address, and mails nobody.
      const asked = await t.request('/api/auth/request-password-reset', { method: 'POST', ip: '10.42.0.1', json: { email } });
      expect(asked.status).toBe(200);
      expect(smtp.received.slice(since)).toEqual([]);
      expect((await signIn(email)).status).toBe(401);
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Retention: its own app, so that the accounts of the flows above do not enter its counts.
// ---------------------------------------------------------------------------------------------------------------

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The erase date a reminder names ("… on 22 December 2026."), as YYYY-MM-DD. */
function eraseDateIn(text: string): string {
  const match = /on (\d{1,2}) (\w+) (\d{4})\./.exec(text);
  expect(match, text).not.toBeNull();
  const [, day, month, year] = match!;
  expect(MONTHS).toContain(month);
  return `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/**
 * The job's clocks are noon UTC of today plus whole days: the job reads sign-up and activity days in UTC but today in
 * the UK (see the report on server/retention/run-retention.ts), and at noon UTC the two agree all year round.
 */
const NOON_TODAY = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);

/** Days from today to `date` (YYYY-MM-DD). */
const daysUntil = (date: string) => Math.round((Date.parse(`${date}T12:00:00Z`) - NOON_TODAY) / DAY);

describe('retention reminders over SMTP', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await smtpApp();
  });
  afterAll(async () => {
    await expectNoOutbox(r);
    await r.close();
  });

  const inDays = (days: number): Clock => ({ now: () => new Date(NOON_TODAY + days * DAY) });
  const run = (days: number) =>
    runRetention({ db: r.db, mail: r.deps.mail, payments: r.deps.payments, clock: inDays(days), baseUrl: config.baseUrl, dataDir: r.dir, unpaidDraftDays: config.retentionUnpaidDraftDays, secret: r.deps.config.authSecret });
  const exists = async (email: string) => (await untyped(r.db).selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

  it('an unconfirmed account is reminded by SMTP before the day it names, and erased on that day, not before', async () => {
    await r.signUp('nev.never@example.com', 'Nev Never', { verified: false });
    await r.signUp('kit.keeper@example.com', 'Kit Keeper', { verified: false });
    const SUBJECT = 'Confirm your email address to keep your account';

    expect(await run(22)).toEqual({ reminded: 0, erased: 0, forgotten: 0 });
    expect(arrivedFor('nev.never@example.com', { subject: SUBJECT })).toEqual([]);
    const since = smtp.received.length;
    expect(await run(23)).toEqual({ reminded: 2, erased: 0, forgotten: 0 });
    expect(smtp.received.slice(since).map((m) => m.rcptTo).sort()).toEqual([['kit.keeper@example.com'], ['nev.never@example.com']]);

    const [reminder] = arrivedFor('nev.never@example.com', { since });
    expectEnvelope(reminder!, 'nev.never@example.com', SUBJECT);
    expect(reminder!.text).toContain('Hello Nev Never,');
    const eraseOn = eraseDateIn(reminder!.text);
    expect(daysUntil(eraseOn)).toBe(30);
    // The reminder's link is the sign-in page, which opens.
    const signInLink = linkIn(reminder!, `${ORIGIN}/will/sign-in`);
    expect(signInLink).toBe(`${ORIGIN}/will/sign-in`);
    expect((await r.request(signInLink.slice(ORIGIN.length))).status).toBe(200);

    // Kit does what the reminder asks: signs in and confirms the address from a newly mailed link.
    const [kitReminder] = arrivedFor('kit.keeper@example.com', { since });
    expect(eraseDateIn(kitReminder!.text)).toBe(eraseOn);
    const kitSignIn = await r.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'kit.keeper@example.com', password: PASSWORD } });
    expect(kitSignIn.status).toBe(200);
    const askedAt = smtp.received.length;
    expect((await r.request('/api/auth/send-verification-email', { method: 'POST', cookie: cookieOf(kitSignIn), ip: '10.43.0.1', json: { email: 'kit.keeper@example.com', callbackURL: '/will/account' } })).status).toBe(200);
    const [confirm] = arrivedFor('kit.keeper@example.com', { since: askedAt });
    expectEnvelope(confirm!, 'kit.keeper@example.com', 'Confirm your email address');
    const confirmed = await r.request(linkIn(confirm!, `${ORIGIN}/api/auth/verify-email?token=`).slice(ORIGIN.length), { cookie: cookieOf(kitSignIn) });
    expect(confirmed.headers.get('location')).toBe('/will/account');

    // The day before the date named, Nev's account is still there; on it, it goes, and Kit's stays. No more mail.
    const before = smtp.received.length;
    expect(await run(daysUntil(eraseOn) - 1)).toEqual({ reminded: 0, erased: 0, forgotten: 1 });
    expect(await exists('nev.never@example.com')).toBe(true);
    expect(await run(daysUntil(eraseOn))).toEqual({ reminded: 0, erased: 1, forgotten: 0 });
    expect(await exists('nev.never@example.com')).toBe(false);
    expect(await exists('kit.keeper@example.com')).toBe(true);
    expect(smtp.received.slice(before)).toEqual([]);
  });

  it('an unpaid draft left unused for the configured time is reminded by SMTP, then removed on the day named', async () => {
    expect(config.retentionUnpaidDraftDays).toBe(90);
    const SUBJECT = 'Your unfinished will is due to be deleted';
    const ida = await r.signUp('ida.draft@example.com', 'Ida Draft');
    expect((await r.request('/api/will', { method: 'POST', cookie: ida.cookie, json: validPayload(0) })).status).toBe(200);
    const idaId = await userIdOf(r, ida.cookie);

    await run(82);
    expect(arrivedFor('ida.draft@example.com', { subject: SUBJECT })).toEqual([]);
    await run(83);
    const reminders = arrivedFor('ida.draft@example.com', { subject: SUBJECT });
    expect(reminders).toHaveLength(1);
    expectEnvelope(reminders[0]!, 'ida.draft@example.com', SUBJECT);
    expect(reminders[0]!.text).toContain('Hello Ida Draft,');
    const eraseOn = eraseDateIn(reminders[0]!.text);
    expect(daysUntil(eraseOn)).toBe(90);
    expect(linkIn(reminders[0]!, `${ORIGIN}/will/sign-in`)).toBe(`${ORIGIN}/will/sign-in`);

    await run(89);
    expect(await exists('ida.draft@example.com')).toBe(true);
    await run(90);
    expect(await exists('ida.draft@example.com')).toBe(false);
    expect(await r.db.selectFrom('will_revision').select('id').where('user_id', '=', idaId).execute()).toEqual([]);
    expect(arrivedFor('ida.draft@example.com', { subject: SUBJECT })).toHaveLength(1);
  });

  it('a reminder the SMTP server refuses is not counted as sent: the account is kept until one is accepted', async () => {
    const email = 'rex.refused@example.com';
    await r.signUp(email, 'Rex Refused', { verified: false });
    smtp.refused.add(email);
    try {
      await expect(run(23)).rejects.toThrow(/Retention finished with failures[\s\S]*remind \(unverified\) failed/);
      expect(await r.db.selectFrom('retention_reminder').select('user_id').execute()).toEqual([]);
      // Day 30 and later: no reminder was ever accepted, so there is no erasing; the job keeps trying to remind.
      await expect(run(30)).rejects.toThrow(/remind \(unverified\) failed/);
      await expect(run(31)).rejects.toThrow(/remind \(unverified\) failed/);
      expect(await exists(email)).toBe(true);
      expect(arrivedFor(email, { subject: 'Confirm your email address to keep your account' })).toEqual([]);
    } finally {
      smtp.refused.delete(email);
    }
    // Once the mailbox takes mail again, the reminder arrives with a full week's notice before the erasing.
    expect((await run(31)).reminded).toBe(1);
    const [reminder] = arrivedFor(email, { subject: 'Confirm your email address to keep your account' });
    expect(daysUntil(eraseDateIn(reminder!.text))).toBe(38);
    await run(37);
    expect(await exists(email)).toBe(true);
    await run(38);
    expect(await exists(email)).toBe(false);
  });

  it('`npm run retention` (server/retention-main.ts) sends its reminders to the SMTP server SMTP_URL names', { timeout: 90_000 }, async () => {
    // A data folder as the server leaves it (SQLite), with an account unconfirmed for 23 days.
    const dir = mkdtempSync(join(tmpdir(), 'will-writer-retention-smtp-'));
    try {
      const db = openDatabase(join(dir, 'will-writer.sqlite'));
      await migrateToLatest(db);
      await migrateAuth({ db, secret: 'test-secret-test-secret-test-secret-0123', baseUrl: ORIGIN, hashidSalt: 's', trustedOrigins: [], rateLimit: { window: 60, max: 10 }, signInAccountLimit: { window: 900, max: 10 }, twoFactorRateLimit: { window: 10, max: 3 }, clock: systemClock, mail: r.deps.mail });
      const created = new Date(Date.now() - 23 * DAY).toISOString();
      await untyped(db).insertInto('user').values({ id: 1, name: 'Cleo Command', email: 'cleo.command@example.com', emailVerified: 0, createdAt: created, updatedAt: created, role: 'user' }).execute();
      await db.destroy();

      // Asynchronous: the SMTP server answering the job runs in this process.
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join('server', 'retention-main.ts')], {
        env: { ...process.env, DATA_DIR: dir, BASE_URL: ORIGIN, DATABASE_URL: '', SMTP_URL: smtp.url, MAIL_FROM, NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(stderr).toBe('');
      expect(stdout).toBe('Retention: 1 reminded, 0 erased, 0 reminders withdrawn\nSent mail past its keeping time: 0 messages removed, 0 attachments of delivery emails dropped\nKeeping wills current: 0 reminders sent\n');

      const [reminder] = arrivedFor('cleo.command@example.com');
      expectEnvelope(reminder!, 'cleo.command@example.com', 'Confirm your email address to keep your account');
      expect(reminder!.text).toContain('Hello Cleo Command,');
      // The job runs on the system clock: a week's notice at least (a day more in the hour UK and UTC dates differ).
      expect(daysUntil(eraseDateIn(reminder!.text))).toBeGreaterThanOrEqual(7);
      expect(daysUntil(eraseDateIn(reminder!.text))).toBeLessThanOrEqual(8);
      expect(linkIn(reminder!, `${ORIGIN}/will/sign-in`)).toBe(`${ORIGIN}/will/sign-in`);

      // The job recorded the reminder; its outbox row says it was sent over SMTP.
      const after = openDatabase(join(dir, 'will-writer.sqlite'));
      expect(await after.selectFrom('retention_reminder').select(['user_id', 'reason']).execute()).toEqual([{ user_id: '1', reason: 'unverified' }]);
      expect(await after.selectFrom('mail_outbox').select('status').execute()).toEqual([{ status: 'sent' }]);
      await after.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
