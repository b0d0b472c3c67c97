/**
 * The retention job's pruning of sent mail (server/retention/prune-sent-mail.ts): 90 days after it was sent, a
 * message goes with its attachments and its .eml copy; a delivery email keeps its row (the tracker still says when
 * it went) and loses its files, and "Send again" then draws it again with the delivered documents kept on My Will.
 * Mail waiting to be sent or retried, and failed mail, are never pruned, however old.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, signedInReviewer } from './review-helpers';
import { pruneSentMail } from '../../server/retention/prune-sent-mail';
import { outboxFileName } from '../../server/services/mail/outbox-mailer';
import { enqueueMail } from '../../server/services/mail/mail-queue';
import { SENT_MAIL_DAYS } from '../../engine/account/retention';
import { loadWillDocument } from '../../server/stores/will-document-store';

const DAY = 86_400_000;
const daysLater = (days: number) => ({ now: () => new Date(fixedClock.now().getTime() + days * DAY) });
const file = { filename: 'note.pdf', contentType: 'application/pdf', content: new Uint8Array([1, 2, 3]) };

let t: TestApp;
let reviewer: { cookie: string };
let writer: Awaited<ReturnType<typeof paidWriter>>;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signedInReviewer(t);
  writer = await paidWriter(t);
  const { version } = await detailOf(t, reviewer.cookie, writer.id);
  expect((await deliver(t, reviewer.cookie, writer.id, { version })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const rows = () => t.db.selectFrom('mail_outbox').select(['id', 'status', 'topic', 'created_at']).orderBy('id').execute();
const attachmentsOf = async (id: number) => (await t.db.selectFrom('mail_attachment').select('filename').where('outbox_id', '=', id).execute()).map((a) => a.filename);
const emlOf = (row: { id: number; created_at: string }) => join(t.dir, 'outbox', outboxFileName(row.created_at, row.id));

describe('pruning sent mail', () => {
  it(`keeps sent mail ${SENT_MAIL_DAYS} days, then removes it, keeping a delivery email's row without its files`, async () => {
    expect(SENT_MAIL_DAYS).toBe(90);
    // Mail from long ago that is still waiting for a retry, and mail that failed: neither is ever pruned.
    const longAgo = new Date(fixedClock.now().getTime() - 400 * DAY);
    const waiting = await enqueueMail(t.db, { to: writer.email, subject: 'Waiting', text: 'Still to go', attachments: [file] }, longAgo);
    const failed = await enqueueMail(t.db, { to: writer.email, subject: 'Failed', text: 'Never went', attachments: [file] }, longAgo);
    await t.db.updateTable('mail_outbox').set({ status: 'failed', next_attempt_at: null }).where('id', '=', failed).execute();

    const before = await rows();
    const delivery = before.find((row) => row.topic === `delivery:${writer.userId}`)!;
    const sent = before.filter((row) => row.status === 'sent' && row !== delivery);
    expect(sent.length).toBeGreaterThanOrEqual(2); // the confirmation and the receipt, at least
    expect(await attachmentsOf(delivery.id)).toHaveLength(4);
    expect(sent.every((row) => existsSync(emlOf(row)))).toBe(true);

    expect(await pruneSentMail(t.db, daysLater(SENT_MAIL_DAYS - 1), t.dir)).toEqual({ removed: 0, attachmentsDropped: 0 });
    expect(await rows()).toEqual(before);

    expect(await pruneSentMail(t.db, daysLater(SENT_MAIL_DAYS + 1), t.dir)).toEqual({ removed: sent.length, attachmentsDropped: 4 });
    expect((await rows()).map((row) => row.id)).toEqual([delivery.id, waiting, failed].sort((a, b) => a - b));
    expect(await attachmentsOf(delivery.id)).toEqual([]);
    expect(await attachmentsOf(waiting)).toEqual(['note.pdf']);
    expect(await attachmentsOf(failed)).toEqual(['note.pdf']);
    expect(sent.some((row) => existsSync(emlOf(row)))).toBe(false);
    // Running again finds nothing more.
    expect(await pruneSentMail(t.db, daysLater(SENT_MAIL_DAYS + 1), t.dir)).toEqual({ removed: 0, attachmentsDropped: 0 });
  });

  it('leaves the tracker its delivery, and Send again attaches the delivered documents kept on My Will', async () => {
    const tracker = await (await t.request('/api/will/tracker', { cookie: writer.cookie })).json();
    expect(tracker.entries).toContainEqual(expect.objectContaining({ kind: 'delivered', version: 1, emailed: true }));

    const original = t.mailbox.find((m) => m.topic === `delivery:${writer.userId}`)!;
    const again = await t.request(`/api/review/submissions/${writer.id}/delivery-email`, { method: 'POST', cookie: reviewer.cookie });
    expect(again.status).toBe(200);
    const copy = t.mailbox.at(-1)!;
    expect(copy).toMatchObject({ to: original.to, subject: original.subject, text: original.text, topic: original.topic });
    expect(copy.attachments!.map((a) => a.filename)).toEqual(original.attachments!.map((a) => a.filename));
    expect(Buffer.from(copy.attachments![0]!.content).equals(Buffer.from((await loadWillDocument(t.db, writer.userId, 'will'))!))).toBe(true);
    expect(copy.attachments!.map((a) => a.content.length)).toEqual(original.attachments!.map((a) => a.content.length));
  });
});
