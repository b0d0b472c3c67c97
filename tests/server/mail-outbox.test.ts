import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/database';
import { openTestDatabase, type TestDatabase } from './test-database';
import { migrateToLatest } from '../../server/db/migrate';
import { createOutboxMailer, outboxFileName } from '../../server/services/mail/outbox-mailer';
import { MailError } from '../../server/services/mail/mailer';

const from = 'Will Writer <no-reply@willwriter.example>';
const clock = { now: () => new Date('2025-03-04T05:06:07.089Z') };

let root: string;
let dir: string;
let db: AppDatabase;
let database: TestDatabase;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
  dir = join(root, 'outbox');
  database = await openTestDatabase(root);
  db = database.db;
  await migrateToLatest(db);
});

afterEach(async () => {
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

function headerBlock(eml: string): string {
  return (eml.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
}

describe('createOutboxMailer', () => {
  it('records the message in mail_outbox and writes it as an .eml file', async () => {
    const mailer = createOutboxMailer({ db, dir, from, clock });
    await mailer.send({ to: 'sam@example.com', subject: 'Jo has invited you', text: 'Dear Sam,\n\nStart here.', html: '<p>Dear Sam,</p>' });

    const rows = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 1,
        to_address: 'sam@example.com',
        subject: 'Jo has invited you',
        body_text: 'Dear Sam,\n\nStart here.',
        body_html: '<p>Dear Sam,</p>',
        created_at: '2025-03-04T05:06:07.089Z',
        status: 'sent',
        sent_at: '2025-03-04T05:06:07.089Z',
        attempts: 0,
        next_attempt_at: null,
        lease_until: null,
        last_error: null,
        topic: null,
        message_token: expect.stringMatching(/^[\w-]{36}$/),
        send_started_at: null,
        interactive: 0,
      },
    ]);

    expect(readdirSync(dir)).toEqual(['2025-03-04T05-06-07-089Z-000001.eml']);
    const eml = readFileSync(join(dir, outboxFileName('2025-03-04T05:06:07.089Z', 1)), 'utf8');
    const head = headerBlock(eml);
    expect(head).toMatch(/^From: Will Writer <no-reply@willwriter\.example>$/m);
    expect(head).toMatch(/^To: sam@example\.com$/m);
    expect(head).toMatch(/^Subject: Jo has invited you$/m);
    expect(head).toMatch(/^Date: Tue, 04 Mar 2025 05:06:07 \+0000$/m);
    expect(head).toMatch(new RegExp(`^Message-ID: <${rows[0]!.message_token}@willwriter\\.example>$`, 'm'));
    expect(head).toMatch(/^MIME-Version: 1\.0$/m);
    expect(head).toMatch(/^Content-Type: multipart\/alternative; boundary=/m);
    expect(eml).toContain('Dear Sam,\r\n\r\nStart here.');
    expect(eml).toContain('<p>Dear Sam,</p>');
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('stores a text-only message with no HTML part', async () => {
    const mailer = createOutboxMailer({ db, dir, from, clock });
    await mailer.send({ to: 'sam@example.com', subject: 'Plain', text: 'Just text' });
    const row = await db.selectFrom('mail_outbox').select('body_html').executeTakeFirstOrThrow();
    expect(row.body_html).toBeNull();
    const [file] = readdirSync(dir);
    const eml = readFileSync(join(dir, file!), 'utf8');
    expect(headerBlock(eml)).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml.endsWith('\r\n\r\nJust text\r\n')).toBe(true);
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives each message its own row and file', async () => {
    const mailer = createOutboxMailer({ db, dir, from, clock });
    await mailer.send({ to: 'a@example.com', subject: 'One', text: '1' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: '2' });
    expect(await db.selectFrom('mail_outbox').select(['id', 'to_address']).orderBy('id').execute()).toEqual([
      { id: 1, to_address: 'a@example.com' },
      { id: 2, to_address: 'b@example.com' },
    ]);
    expect(readdirSync(dir).sort()).toEqual(['2025-03-04T05-06-07-089Z-000001.eml', '2025-03-04T05-06-07-089Z-000002.eml']);
  });

  it('keeps header injection out of the headers', async () => {
    const mailer = createOutboxMailer({ db, dir, from, clock });
    await mailer.send({ to: 'sam@example.com', subject: 'Hello\r\nBcc: victim@example.com', text: 'x' });
    const eml = readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8');
    expect(headerBlock(eml)).not.toMatch(/^Bcc:/im);
  });

  it('creates the folder, and rejects with a MailError leaving no row when the file cannot be written', async () => {
    const mailer = createOutboxMailer({ db, dir, from, clock });
    expect(existsSync(dir)).toBe(true);
    rmSync(dir, { recursive: true });
    writeFileSync(dir, 'not a folder');
    await expect(mailer.send({ to: 'sam@example.com', subject: 'Lost', text: 'x' })).rejects.toBeInstanceOf(MailError);
    expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });
});
