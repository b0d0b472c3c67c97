import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '../../server/db/migrate';
import { createAuth, migrateAuth, type AuthOptions } from '../../server/auth/auth';
import { createApp, type AppDeps } from '../../server/app';
import { createLocalAddressLookup, loadAddressesCsv, shippedAddressesCsvPath } from '../../server/services/addresses/local-address-lookup';
import { readConfig } from '../../server/config';
import type { Clock } from '../../server/clock';
import { createMailer } from '../../server/services/mail/create-mailer';
import type { MailMessage, MailTransport, Mailer } from '../../server/services/mail/mailer';
import { deliverDueMail, enqueueMail } from '../../server/services/mail/mail-queue';
import type { AppDatabase } from '../../server/db/database';
import { createLocalTestGateway } from '../../server/services/payments/local-test-gateway';
import { openTestDatabase } from './test-database';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery';

/** A fixed clock on the SPEC's reference day, so ages in tests never drift. */
export const fixedClock: Clock = { now: () => new Date('2026-11-22T10:00:00Z') };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test's mail: a Mailer, a transport, or a Mailer built over the test app's database (the outbox queue). */
export type TestMail = Mailer | MailTransport | ((db: AppDatabase) => Mailer);

/**
 * A test's mail: a full Mailer as it is, or a transport (a fake, or the SMTP adapter) whose `send` hands the
 * message over at once as before, while mail written in a transaction goes through the outbox queue to it.
 */
function asMailer(db: AppDatabase, clock: Clock, given: TestMail): Mailer {
  const mail = typeof given === 'function' ? given(db) : given;
  if ('enqueue' in mail) return mail as Mailer;
  const deps = { db, clock, transport: mail };
  return {
    send: (message) => mail.send(message),
    enqueue: async (trx, message) => void (await enqueueMail(trx, message, clock.now())),
    flush: async () => void (await deliverDueMail(deps, { untried: true })),
  };
}

/**
 * The real app over a fresh database (a temporary SQLite file, or a new PostgreSQL database when DATABASE_URL is
 * set), with helpers to sign up and call the API as a browser would (same origin, session cookie).
 */
export async function createTestApp(overrides: Partial<Omit<AppDeps, 'mail'>> & { mail?: TestMail } = {}, authOverrides: Partial<AuthOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'will-writer-test-'));
  const config = readConfig({ DATA_DIR: dir, BASE_URL: ORIGIN });
  mkdirSync(join(dir, 'web'));
  const database = await openTestDatabase(dir);
  const { db } = database;
  await migrateToLatest(db);
  // Every message the app hands to its mailer (the outbox, or a test's own) is also kept here, for the links in it.
  const mailbox: MailMessage[] = [];
  const mailer = overrides.mail ? asMailer(db, overrides.clock ?? fixedClock, overrides.mail) : createMailer(db, { mailFrom: 'Will Writer <test@example.com>', dataDir: dir, clock: fixedClock });
  const mail: Mailer = {
    async send(message) {
      await mailer.send(message);
      mailbox.push(message);
    },
    async enqueue(trx, message) {
      await mailer.enqueue(trx, message);
      mailbox.push(message);
    },
    flush: () => mailer.flush(),
  };
  const authOptions: AuthOptions = {
    db,
    // The app keys its rate-limit counts with the same secret (server/middleware/rate-limit.ts).
    secret: config.authSecret,
    baseUrl: ORIGIN,
    hashidSalt: 'test-salt',
    trustedOrigins: [ORIGIN],
    rateLimit: { window: 60, max: 1000 },
    signInAccountLimit: config.signInAccountLimit,
    twoFactorRateLimit: config.twoFactorRateLimit,
    clock: fixedClock,
    mail,
    ...authOverrides,
  };
  await migrateAuth(authOptions);
  await loadAddressesCsv(db, shippedAddressesCsvPath);
  const deps: AppDeps = {
    db,
    auth: createAuth(authOptions),
    clock: fixedClock,
    addresses: createLocalAddressLookup(db),
    payments: createLocalTestGateway({ db, clock: fixedClock }),
    config,
    webRoot: join(dir, 'web'),
    ...overrides,
    mail,
  };
  const app = createApp(deps);

  /** Calls the app as a browser at `ip` would (the address reaches the app as the socket's, as in production). */
  const request = (path: string, init: RequestInit & { cookie?: string; json?: unknown; ip?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
    const env = { incoming: { socket: { remoteAddress: init.ip ?? '127.0.0.1' } } };
    return app.request(`${ORIGIN}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body }, env);
  };

  /** The last link to `path` (e.g. '/api/auth/verify-email') in the mail sent to `email`, as a path with its query. */
  const linkTo = (email: string, path: string): string => {
    const links = mailbox.filter((m) => m.to === email).flatMap((m) => m.text.split(/\s+/)).filter((word) => word.startsWith(`${ORIGIN}${path}`));
    const link = links.at(-1)?.slice(ORIGIN.length);
    if (!link) throw new Error(`no mail to ${email} links to ${path}`);
    return link;
  };

  /** Follows the verification link of the last verification email sent to `email`, as its owner would. */
  const verifyEmail = async (email: string) => {
    const response = await request(linkTo(email, '/api/auth/verify-email'));
    if (response.status !== 302 || !response.headers.get('location')?.endsWith('/will/email-verified')) {
      throw new Error(`verification failed: ${response.status} ${response.headers.get('location')}`);
    }
  };

  /**
   * Registers a new user and signs in as the web app does (sign-up signs no one in), returning the session cookie.
   * The address is confirmed from the verification email first, as checkout and refer-partner need, unless
   * `verified` is false.
   */
  const signUp = async (email = `user${Math.random().toString(36).slice(2)}@example.com`, name = 'Test User', { verified = true } = {}) => {
    const response = await request('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password: PASSWORD } });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    if (verified) await verifyEmail(email);
    const signIn = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: PASSWORD } });
    if (signIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    return { cookie, email, response, signIn };
  };

  const close = async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };

  return { app, db, database, deps, dir, request, signUp, close, mailbox, linkTo, verifyEmail };
}
