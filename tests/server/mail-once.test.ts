/**
 * Mail that is never lost, and never sent twice in effect: every outbox row keeps one Message-ID on every try, it is
 * marked as being sent before the SMTP conversation begins, an interrupted send is sent again under the same
 * Message-ID; interactive mail written while SMTP is down arrives within a minute of SMTP returning; and deleting
 * an account removes the outbox copies of the invitations it sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../server/clock';
import { migrateToLatest } from '../../server/db/migrate';
import { claimMail, deliverDueMail, deliverMail, enqueueMail, LEASE_MS } from '../../server/services/mail/mail-queue';
import { createSmtpMailer } from '../../server/services/mail/smtp-mailer';
import { resetPasswordEmail } from '../../server/services/mail/account-emails';
import { invitationTopic } from '../../server/services/mail/emails';
import { MailError, type MailMessage, type MailTransport } from '../../server/services/mail/mailer';
import { openTestDatabase, type TestDatabase } from './test-database';
import { startLocalSmtpServer, type ReceivedMail } from './local-smtp-server';
import { createTestApp, PASSWORD } from './test-app';
import { userIdOf } from './will-test-data';

const dir = mkdtempSync(join(tmpdir(), 'will-writer-mail-once-'));
let database: TestDatabase;
let now = new Date('2026-11-22T10:00:00Z').getTime();
const clock: Clock = { now: () => new Date(now) };

beforeAll(async () => {
  database = await openTestDatabase(dir);
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A transport that refuses while `down` and records what it was handed, with the row as it stood at that moment. */
function fakeSmtp() {
  const handed: { message: MailMessage; rowAtSend: { send_started_at: string | null; lease_until: string | null } }[] = [];
  const smtp = {
    down: false,
    handed,
    transport: {
      async send(message: MailMessage) {
        const row = await database.db.selectFrom('mail_outbox').select(['send_started_at', 'lease_until']).where('message_token', '=', message.messageToken!).executeTakeFirstOrThrow();
        handed.push({ message, rowAtSend: row });
        if (smtp.down) throw new MailError('connection refused');
      },
    } satisfies MailTransport,
  };
  return smtp;
}

const plain = (subject: string): MailMessage => ({ to: 'someone@example.com', subject, text: 'Hello' });
const rowOf = (id: number) => database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('an outbox message', () => {
  it('keeps one Message-ID on every try, and is marked as being sent before the SMTP conversation', async () => {
    const smtp = fakeSmtp();
    const deps = { db: database.db, clock, transport: smtp.transport };
    const id = await enqueueMail(database.db, plain('Twice tried'), clock.now());
    const other = await enqueueMail(database.db, plain('Another'), clock.now());
    smtp.down = true;
    expect(await deliverMail(deps, id)).toBe('pending');
    expect((await rowOf(id)).send_started_at).toBeNull();
    smtp.down = false;
    now += 10 * 60_000;
    expect(await deliverMail(deps, id)).toBe('sent');
    expect(await deliverMail(deps, other)).toBe('sent');
    const tries = smtp.handed.filter((h) => h.message.subject === 'Twice tried');
    expect(tries).toHaveLength(2);
    expect(tries[0]!.message.messageToken).toMatch(/^[\w-]{20,}$/);
    expect(tries[1]!.message.messageToken).toBe(tries[0]!.message.messageToken);
    expect(smtp.handed.find((h) => h.message.subject === 'Another')!.message.messageToken).not.toBe(tries[0]!.message.messageToken);
    for (const { rowAtSend } of smtp.handed) {
      expect(rowAtSend.send_started_at).not.toBeNull();
      expect(rowAtSend.lease_until).not.toBeNull();
    }
  });

  it('interrupted mid-send (its worker died), is sent again once the lease lapses, under the same Message-ID', async () => {
    const smtp = fakeSmtp();
    const deps = { db: database.db, clock, transport: smtp.transport };
    const id = await enqueueMail(database.db, plain('Interrupted'), clock.now());
    // A worker claims the row and marks it as being sent, then the process is killed before SMTP answers.
    expect(await claimMail(database.db, id, clock.now())).not.toBeNull();
    await database.db.updateTable('mail_outbox').set({ send_started_at: clock.now().toISOString() }).where('id', '=', id).execute();
    expect(await deliverMail(deps, id)).toBeNull();
    now += LEASE_MS + 1000;
    expect(await deliverMail(deps, id)).toBe('sent');
    expect(smtp.handed.map((h) => h.message.messageToken)).toEqual([(await rowOf(id)).message_token]);
  });

  it('goes over SMTP with its Message-ID header at the sender’s domain', async () => {
    const received: ReceivedMail[] = [];
    const smtp = await startLocalSmtpServer({ received });
    try {
      const transport = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'Will Writer <no-reply@wills.example>' });
      const id = await enqueueMail(database.db, plain('With an id'), clock.now());
      expect(await deliverMail({ db: database.db, clock, transport }, id)).toBe('sent');
      const token = (await rowOf(id)).message_token;
      expect(received.at(-1)!.text).toMatch(new RegExp(`^Message-ID: <${token}@wills\\.example>`, 'im'));
    } finally {
      await smtp.stop();
    }
  });
});

describe('interactive mail written while SMTP is down', () => {
  it('arrives within a minute of SMTP returning, and what waits out a long backoff goes with it', { timeout: 90_000 }, async () => {
    const smtp = fakeSmtp();
    const deps = { db: database.db, clock, transport: smtp.transport };
    await deliverDueMail(deps); // nothing due from the tests before
    smtp.down = true;
    const reset = await enqueueMail(database.db, resetPasswordEmail('waiting@example.com', { name: 'Wendy', url: 'https://wills.example/r' }), clock.now());
    const receipt = await enqueueMail(database.db, plain('A receipt'), clock.now());
    // SMTP stays down for 20 minutes, the worker trying every 15 seconds.
    for (let t = 0; t < 20 * 60; t += 15, now += 15_000) await deliverDueMail(deps);
    expect((await rowOf(reset)).status).toBe('pending');
    expect(Date.parse((await rowOf(receipt)).next_attempt_at!) - now).toBeGreaterThan(60_000);
    smtp.down = false;
    const back = now;
    while ((await rowOf(reset)).status !== 'sent') {
      now += 15_000;
      await deliverDueMail(deps);
      expect(now - back).toBeLessThanOrEqual(60_000);
    }
    // The first send that succeeds makes the mail waiting out a backoff due: it goes in the next round.
    now += 15_000;
    await deliverDueMail(deps);
    expect((await rowOf(receipt)).status).toBe('sent');
  });
});

describe('deleting an account', () => {
  it('removes the outbox copies of the invitations it sent', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await t.signUp('inviter@example.com', 'Ivy Inviter');
      const userId = await userIdOf(t, cookie);
      const invited = await t.request('/api/will/refer-partner', { method: 'POST', cookie, json: { name: 'Pat Partner', email: 'pat.partner@example.com' } });
      expect(invited.status).toBe(200);
      const copies = () => t.db.selectFrom('mail_outbox').select(['to_address', 'topic']).where('to_address', '=', 'pat.partner@example.com').execute();
      expect(await copies()).toEqual([{ to_address: 'pat.partner@example.com', topic: invitationTopic(userId) }]);
      expect((await t.request('/api/account/delete', { method: 'POST', cookie, json: { password: PASSWORD } })).status).toBe(200);
      expect(await copies()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
