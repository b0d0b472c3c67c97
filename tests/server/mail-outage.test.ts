/**
 * Mail that is never lost: the app's mail is the outbox queue over the SMTP adapter (as createMailer builds
 * it with SMTP_URL), against a real SMTP server started here that is down while a reviewer and a will writer sign
 * up, the writer pays, the will is delivered and the writer asks for a password reset, and then comes back. Every
 * message waits in the outbox with its error, is retried with backoff on the test's clock, and arrives exactly once,
 * with two workers over the database at once; the reviewer's API shows where the delivery email stands and sends
 * it again. Then, on a fake transport: the backoff's waits, giving up after a day, and the lease.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type AppDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import {
  claimMail,
  createQueuedMailer,
  deliverDueMail,
  enqueueMail,
  GIVE_UP_AFTER_MS,
  LEASE_MS,
  startMailWorker,
  type MailQueueDeps,
} from '../../server/services/mail/mail-queue';
import { MailError, type MailMessage, type MailTransport } from '../../server/services/mail/mailer';
import { createSmtpMailer } from '../../server/services/mail/smtp-mailer';
import { startLocalSmtpServer, type ReceivedMail } from './local-smtp-server';
import { createTestApp, fixedClock, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, signedInReviewer } from './review-helpers';
import { openTestDatabase, type TestDatabase } from './test-database';

const FROM = 'Will Writer <no-reply@willwriter.example>';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The test's clock: the app, the queue and its workers all read it; only the test moves it. */
function testClock() {
  let now = fixedClock.now();
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** `Subject: …` of a message as the SMTP server received it. */
const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/im.exec(mail.text.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' '))?.[1];

/** Messages as "to | subject", sorted: what the outbox holds and what arrived compare as lists. */
const sortedKeys = (items: { to: string; subject: string | undefined }[]) => items.map((m) => `${m.to} | ${m.subject}`).sort();

describe('an SMTP outage during sign-up, checkout, delivery and a password reset', () => {
  const clock = testClock();
  const received: ReceivedMail[] = [];
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  let t: TestApp;
  let otherProcessDb: AppDatabase;
  let transport: MailTransport;

  beforeAll(async () => {
    // Started to learn a free port, then stopped: the app starts with its SMTP server unreachable.
    smtp = await startLocalSmtpServer({ received });
    await smtp.stop();
    transport = createSmtpMailer({ url: smtp.url, from: FROM, timeouts: { connection: 2000, greeting: 2000, socket: 5000 } });
    t = await createTestApp({ clock, mail: (db) => createQueuedMailer({ db, clock, transport }) });
    // Another process's worker has its own connection to the same database.
    otherProcessDb = openDatabase(t.database.location);
  }, 30_000);

  afterAll(async () => {
    await otherProcessDb.destroy();
    await t.close();
    await smtp.stop().catch(() => undefined);
  });

  const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('keeps every message, retries it with backoff, and delivers each exactly once when the server is back', { timeout: 90_000 }, async () => {
    const reviewer = await signedInReviewer(t);
    const writer = await paidWriter(t);
    const { version } = await detailOf(t, reviewer.cookie, writer.id);
    const delivered = await deliver(t, reviewer.cookie, writer.id, { version });
    // The delivery stands; its email waits in the outbox.
    expect(await delivered.json()).toMatchObject({ state: 'DELIVERED', emailed: false });
    expect((await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: writer.email } })).status).toBe(200);
    // The reset email is written and tried after the answer: wait for that first try to end.
    await vi.waitFor(async () =>
      expect((await outbox()).filter((row) => row.subject === 'Reset your Will Writer password')).toEqual([expect.objectContaining({ attempts: 1, lease_until: null })]),
    );

    // Nothing arrived; every message is kept, tried once, with the reason it failed.
    const waiting = await outbox();
    const subjects = waiting.map((row) => row.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Your Will Writer receipt', 'Your will is ready to sign', 'Reset your Will Writer password']));
    expect(received).toEqual([]);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lease_until: null });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      // Mail a person waits for (the reset link) is retried every 30 seconds at first; the rest after a minute.
      expect(row.next_attempt_at).toBe(new Date(clock.now().getTime() + (row.interactive ? 30_000 : MINUTE)).toISOString());
    }
    expect(waiting.filter((row) => row.interactive).map((row) => row.subject)).toContain('Reset your Will Writer password');
    // The delivery email keeps its PDFs for the retry.
    const deliveryRow = waiting.find((row) => row.subject === 'Your will is ready to sign')!;
    const files = await t.db.selectFrom('mail_attachment').select(['filename', 'content_type']).where('outbox_id', '=', deliveryRow.id).execute();
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files.every((file) => file.content_type === 'application/pdf')).toBe(true);
    // The reviewer sees it waiting, with the error.
    expect((await detailOf(t, reviewer.cookie, writer.id)).delivery_email).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });

    // Two workers over the database, as two app processes run them.
    const here = startMailWorker({ db: t.db, clock, transport }, HOUR);
    const there = startMailWorker({ db: otherProcessDb, clock, transport }, HOUR);
    try {
      // Not due yet: nothing is tried.
      clock.advance(20_000);
      expect(await here.runOnce()).toBe(0);
      expect((await outbox()).map((row) => row.attempts)).toEqual(waiting.map(() => 1));

      // Due, still down: tried again, and the next wait is twice the first (interactive mail: 30 seconds again).
      clock.advance(41_000);
      expect(await here.runOnce()).toBe(0);
      for (const row of await outbox()) {
        expect(row).toMatchObject({ status: 'pending', attempts: 2 });
        expect(row.next_attempt_at).toBe(new Date(clock.now().getTime() + (row.interactive ? 30_000 : 2 * MINUTE)).toISOString());
      }

      // The server is back; both workers run at once when the retries fall due.
      smtp = await startLocalSmtpServer({ port: smtp.port, received });
      clock.advance(2 * MINUTE);
      const [sentHere, sentThere] = await Promise.all([here.runOnce(), there.runOnce()]);
      expect(sentHere + sentThere).toBe(waiting.length);
      const sent = await outbox();
      expect(sent.every((row) => row.status === 'sent' && row.attempts === 3 && row.last_error === null)).toBe(true);

      // Exactly once: what arrived is what the outbox holds, message for message.
      expect(sortedKeys(received.map((mail) => ({ to: mail.to.join(','), subject: subjectOf(mail) })))).toEqual(sortedKeys(sent.map((row) => ({ to: row.to_address, subject: row.subject }))));
      const deliveryEmail = received.find((mail) => subjectOf(mail) === 'Your will is ready to sign')!;
      expect(deliveryEmail.to).toEqual([writer.email]);
      expect(deliveryEmail.text.match(/Content-Type: application\/pdf/gi)?.length).toBe(files.length);
      expect(received.filter((mail) => subjectOf(mail) === 'Your Will Writer receipt' && mail.to.includes(writer.email))).toHaveLength(1);
      const resetLink = smtp.linkTo(writer.email, 'http://localhost:3000/will/reset-password?token=');
      expect(resetLink).toBeDefined();

      // Later rounds, in either process, send nothing more.
      clock.advance(HOUR);
      expect(await Promise.all([here.runOnce(), there.runOnce()])).toEqual([0, 0]);
      expect(received).toHaveLength(sent.length);
    } finally {
      await here.stop();
      await there.stop();
    }

    // The reviewer sees it sent, and can send it again: one more copy, with the same PDFs.
    expect((await detailOf(t, reviewer.cookie, writer.id)).delivery_email).toMatchObject({ status: 'sent', last_error: null });
    const again = await t.request(`/api/review/submissions/${writer.id}/delivery-email`, { method: 'POST', cookie: reviewer.cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ delivery_email: { status: 'sent', attempts: 1 } });
    const copies = received.filter((mail) => subjectOf(mail) === 'Your will is ready to sign');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.text.match(/Content-Type: application\/pdf/gi)?.length).toBe(files.length);
  });
});

describe('the outbox queue on a fake transport', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mail-queue-'));
  let root: TestDatabase;
  let db: AppDatabase;

  beforeAll(async () => {
    root = await openTestDatabase(dir);
    db = root.db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await root.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const message = (subject: string): MailMessage => ({ to: 'sam@example.com', subject, text: `About ${subject}` });
  const rowOf = (subject: string) => db.selectFrom('mail_outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();

  it('waits 1, 2, 4 … minutes up to two hours between tries, and gives up once a day has passed', async () => {
    const clock = testClock();
    const tries: Date[] = [];
    const down: MailTransport = {
      async send() {
        tries.push(clock.now());
        throw new MailError('The SMTP server did not accept the message', { cause: new Error('connect ECONNREFUSED 127.0.0.1:25') });
      },
    };
    const deps: MailQueueDeps = { db, clock, transport: down };
    const start = clock.now().getTime();
    await createQueuedMailer(deps).send(message('backoff'));
    expect(tries).toHaveLength(1);
    // Follow the schedule the queue writes, running a worker round at each due time (and once just before it).
    for (let round = 0; round < 40; round++) {
      const row = await rowOf('backoff');
      if (row.status !== 'pending') break;
      const due = Date.parse(row.next_attempt_at!);
      clock.advance(due - clock.now().getTime() - 1);
      expect(await deliverDueMail(deps)).toBe(0);
      const before = tries.length;
      clock.advance(1);
      await deliverDueMail(deps);
      expect(tries.length).toBe(before + 1);
    }
    const waits = tries.slice(1).map((at, i) => (at.getTime() - tries[i]!.getTime()) / MINUTE);
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 64, 120]);
    expect(waits.slice(8).every((wait) => wait === 120)).toBe(true);
    // Tried for at least a day, then no more.
    const last = tries.at(-1)!.getTime();
    expect(last - start).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(tries.at(-2)!.getTime() - start).toBeLessThan(GIVE_UP_AFTER_MS);
    expect(await rowOf('backoff')).toMatchObject({ status: 'failed', attempts: tries.length, next_attempt_at: null, last_error: expect.stringMatching(/ECONNREFUSED/) });
    clock.advance(7 * 24 * HOUR);
    expect(await deliverDueMail(deps)).toBe(0);
    expect(tries.length).toBe(waits.length + 1);
  });

  it('lets one worker hold a message: others skip it until its lease runs out', async () => {
    const clock = testClock();
    const sent: string[] = [];
    const deps: MailQueueDeps = { db, clock, transport: { send: async (m) => void sent.push(m.subject) } };
    const id = await enqueueMail(db, message('leased'), clock.now());
    // A worker claims it and dies before sending.
    expect(await claimMail(db, id, clock.now())).not.toBeNull();
    expect(await claimMail(db, id, clock.now())).toBeNull();
    await deliverDueMail(deps);
    expect(sent).not.toContain('leased');
    clock.advance(LEASE_MS - 1);
    await deliverDueMail(deps);
    expect(sent).not.toContain('leased');
    // Once the lease has run out another worker sends it, once.
    clock.advance(2);
    await deliverDueMail(deps);
    await deliverDueMail(deps);
    expect(sent.filter((subject) => subject === 'leased')).toHaveLength(1);
    expect(await rowOf('leased')).toMatchObject({ status: 'sent', lease_until: null });
  });

  it('sends each message once when several workers on their own connections race for the same rows', async () => {
    const clock = testClock();
    const sent: string[] = [];
    // A slow server, so the workers' rounds overlap.
    const slow: MailTransport = {
      send: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(m.subject);
      },
    };
    const subjects = Array.from({ length: 30 }, (_, i) => `race ${i}`);
    for (const subject of subjects) await enqueueMail(db, message(subject), clock.now());
    const location = root.location;
    const handles = [db, openDatabase(location), openDatabase(location)];
    try {
      const counts = await Promise.all(handles.map((handle) => deliverDueMail({ db: handle, clock, transport: slow })));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(subjects.length);
      expect(sent.filter((subject) => subject.startsWith('race ')).sort()).toEqual([...subjects].sort());
    } finally {
      await Promise.all(handles.slice(1).map((handle) => handle.destroy()));
    }
  });
});
