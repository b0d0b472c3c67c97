import { createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../server/services/mail/smtp-mailer';
import { createMailer } from '../../server/services/mail/create-mailer';
import { MailError } from '../../server/services/mail/mailer';
import { openTestDatabase } from './test-database';
import { migrateToLatest } from '../../server/db/migrate';

/** What one SMTP session handed over. */
type Received = { auth: string | null; from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on 127.0.0.1 (RFC 5321 subset: EHLO/HELO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, NOOP,
 * QUIT), enough for nodemailer. Recipients containing "refused" get 550; no STARTTLS is offered.
 */
function startSmtpServer(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let mode: 'command' | 'data' | 'auth-login-user' | 'auth-login-pass' = 'command';
    let session: Received = { auth: null, from: '', to: [], data: '' };
    let loginUser = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
    reply('220 localhost test SMTP ready');

    const onLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          received.push(session);
          session = { auth: session.auth, from: '', to: [], data: '' };
          mode = 'command';
          reply('250 2.0.0 Ok: queued');
        } else {
          session.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        }
        return;
      }
      if (mode === 'auth-login-user') {
        loginUser = decode(line);
        mode = 'auth-login-pass';
        reply(`334 ${Buffer.from('Password:').toString('base64')}`);
        return;
      }
      if (mode === 'auth-login-pass') {
        session.auth = `${loginUser}:${decode(line)}`;
        mode = 'command';
        reply('235 2.7.0 Authentication successful');
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const arg = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          socket.write('250-localhost\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
          break;
        case 'HELO':
          reply('250 localhost');
          break;
        case 'AUTH': {
          const [mechanism = '', initial] = arg.split(' ');
          if (mechanism.toUpperCase() === 'PLAIN' && initial) {
            const [, user, pass] = decode(initial).split('\u0000');
            session.auth = `${user}:${pass}`;
            reply('235 2.7.0 Authentication successful');
          } else if (mechanism.toUpperCase() === 'LOGIN') {
            mode = 'auth-login-user';
            reply(`334 ${Buffer.from('Username:').toString('base64')}`);
          } else reply('504 5.5.4 Unsupported');
          break;
        }
        case 'MAIL':
          session.from = /<([^>]*)>/.exec(arg)?.[1] ?? '';
          reply('250 2.1.0 Ok');
          break;
        case 'RCPT': {
          const to = /<([^>]*)>/.exec(arg)?.[1] ?? '';
          if (to.includes('refused')) reply('550 5.1.1 No such user');
          else {
            session.to.push(to);
            reply('250 2.1.5 Ok');
          }
          break;
        }
        case 'DATA':
          mode = 'data';
          reply('354 End data with <CR><LF>.<CR><LF>');
          break;
        case 'RSET':
          session = { auth: session.auth, from: '', to: [], data: '' };
          reply('250 2.0.0 Ok');
          break;
        case 'NOOP':
          reply('250 2.0.0 Ok');
          break;
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          break;
        default:
          reply('502 5.5.2 Command not recognised');
      }
    };

    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received }));
  });
}

/** Undoes quoted-printable (soft line breaks and =XX escapes) so a body can be searched as text. */
function unQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

function header(data: string, name: string): string | undefined {
  const head = data.split('\r\n\r\n')[0] ?? '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1];
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const from = 'Will Writer <no-reply@willwriter.example>';

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterEach(() => {
  smtp.received.length = 0;
});

afterAll(async () => {
  await new Promise((resolve) => smtp.server.close(resolve));
});

describe('createSmtpMailer', () => {
  it('hands the message to the SMTP server with the recipient, subject and body', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from });
    await mailer.send({ to: 'sam@example.com', subject: 'Jo has invited you', text: 'Dear Sam,\r\nStart here: http://localhost/will/start' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@willwriter.example');
    expect(mail?.to).toEqual(['sam@example.com']);
    expect(header(mail!.data, 'To')).toBe('sam@example.com');
    expect(header(mail!.data, 'From')).toBe(from);
    expect(header(mail!.data, 'Subject')).toBe('Jo has invited you');
    expect(unQuotedPrintable(mail!.data)).toContain('Dear Sam,\r\nStart here: http://localhost/will/start');
  });

  it('logs in with the user and password of the URL', async () => {
    const mailer = createSmtpMailer({ url: `smtp://mailer:s%40cret@127.0.0.1:${smtp.port}`, from });
    await mailer.send({ to: 'sam@example.com', subject: 'Hello', text: 'Hi' });
    expect(smtp.received[0]?.auth).toBe('mailer:s@cret');
  });

  it('sends an HTML alternative and non-ASCII text intact', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from });
    const text = `Dear Zoë,\n\n${'A long line that must be wrapped by the encoder. '.repeat(4)}\n\nWill Writer`;
    await mailer.send({ to: 'zoe@example.com', subject: 'Zoë, write your will', text, html: '<p>Dear Zoë,</p>' });
    const data = smtp.received[0]!.data;
    expect(header(data, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(header(data, 'Subject')).toMatch(/^=\?UTF-8\?/);
    const body = unQuotedPrintable(data);
    expect(body).toContain('Dear Zoë,');
    expect(body.replace(/\r\n/g, '\n')).toContain('A long line that must be wrapped by the encoder. '.repeat(4).trim());
    expect(body).toContain('<p>Dear Zoë,</p>');
  });

  it('rejects with a MailError when the server refuses the recipient', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from });
    await expect(mailer.send({ to: 'refused@example.com', subject: 'x', text: 'x' })).rejects.toBeInstanceOf(MailError);
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects with a MailError when nothing listens', async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)));
    await new Promise((resolve) => closed.close(resolve));
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from, timeouts: { connection: 2000 } });
    await expect(mailer.send({ to: 'sam@example.com', subject: 'x', text: 'x' })).rejects.toBeInstanceOf(MailError);
  });

  it('rejects with a MailError when the server never answers', async () => {
    const silent = createServer(() => undefined);
    const port = await new Promise<number>((resolve) => silent.listen(0, '127.0.0.1', () => resolve((silent.address() as AddressInfo).port)));
    try {
      const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from, timeouts: { greeting: 300 } });
      await expect(mailer.send({ to: 'sam@example.com', subject: 'x', text: 'x' })).rejects.toBeInstanceOf(MailError);
    } finally {
      silent.close();
    }
  });

  it.each(['http://mail.example.com', 'not a url', 'smtp://'])('refuses SMTP_URL %s at start-up', (url) => {
    expect(() => createSmtpMailer({ url, from })).toThrow(/SMTP_URL/);
  });
});

describe('createMailer', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mail-create-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses SMTP when SMTP_URL is set', async () => {
    const { db, drop } = await openTestDatabase(mkdtempSync(join(dataDir, 'db-')));
    await migrateToLatest(db);
    const mailer = createMailer(db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: from, dataDir, clock: { now: () => new Date() } });
    await mailer.send({ to: 'sam@example.com', subject: 'Via SMTP', text: 'x' });
    expect(smtp.received).toHaveLength(1);
    // Kept in the outbox as sent: the row is what a retry or the reviewer's page reads.
    expect(await db.selectFrom('mail_outbox').select(['subject', 'status', 'attempts']).execute()).toEqual([{ subject: 'Via SMTP', status: 'sent', attempts: 1 }]);
    await drop();
  });

  it('uses the outbox in <dataDir>/outbox otherwise', async () => {
    const { db, drop } = await openTestDatabase(mkdtempSync(join(dataDir, 'db-')));
    await migrateToLatest(db);
    const mailer = createMailer(db, { smtpUrl: null, mailFrom: from, dataDir, clock: { now: () => new Date() } });
    await mailer.send({ to: 'sam@example.com', subject: 'Via outbox', text: 'x' });
    expect(smtp.received).toHaveLength(0);
    expect(await db.selectFrom('mail_outbox').select('subject').execute()).toEqual([{ subject: 'Via outbox' }]);
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
    await drop();
  });
});
