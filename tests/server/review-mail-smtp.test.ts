/**
 * The delivered will reaches the user through the real SMTP adapter, against an SMTP server started in the
 * test, as a PDF attachment without the DRAFT mark; a mail failure never undoes the delivery, and is logged.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../server/services/mail/smtp-mailer';
import { withAuthUsers } from '../../server/stores/auth-users';
import { createTestApp, type TestApp } from './test-app';
import { attachmentOf, deliver, detailOf, paidWriter, pdfText, signedInReviewer } from './review-helpers';

const received: { to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
let reviewer: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) return callback(new Error('550 mailbox unavailable'));
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
  t = await createTestApp({ mail: createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Will Writer <no-reply@willwriter.example>' }) });
  reviewer = (await signedInReviewer(t)).cookie;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('delivery by SMTP', () => {
  it('sends the final will to its owner as a PDF attachment, the same bytes as the download, without DRAFT', async () => {
    const writer = await paidWriter(t);
    const { version } = await detailOf(t, reviewer, writer.id);
    const response = await deliver(t, reviewer, writer.id, { version });
    expect(await response.json()).toMatchObject({ state: 'DELIVERED', emailed: true });
    const message = received.find((m) => m.to.includes(writer.email) && m.data.includes('Subject: Your will is ready to sign'));
    expect(message).toBeDefined();
    expect(message!.data).toMatch(/Content-Type: multipart\/mixed/i);
    const attached = attachmentOf(message!.data, 'application/pdf');
    const download = Buffer.from(await (await t.request('/api/will/document.pdf', { cookie: writer.cookie })).arrayBuffer());
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(attached, download)).toBe(0);
    expect(pdfText(attached)).not.toMatch(/DRAFT/i);
  });

  it('a refused email leaves the will delivered, answers emailed: false and logs the failure', async () => {
    const writer = await paidWriter(t);
    // The SMTP server refuses this address; the user changed it after paying.
    await withAuthUsers(t.db).updateTable('user').set({ email: `refused.${writer.email}` }).where('id', '=', Number(writer.userId)).execute();
    const { version } = await detailOf(t, reviewer, writer.id);
    const response = await deliver(t, reviewer, writer.id, { version });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: 'DELIVERED', emailed: false });
    const detail = await detailOf(t, reviewer, writer.id);
    expect((detail.audit as { action: string }[]).map((a) => a.action)).toEqual(['email_failed', 'delivered']);
    expect((await t.request('/api/will/document.pdf', { cookie: writer.cookie })).status).toBe(200);
  });
});
