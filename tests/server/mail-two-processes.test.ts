/**
 * Two app processes share one outbox (the SQLite file, or on PostgreSQL, as scripts/run-tests.sh reruns
 * tests/server, one database) without sending any message twice. Each process is a real child process running the
 * mail worker (tests/server/mail-worker-process.ts) against a real, slow SMTP server started here; they start at the
 * same moment over a hundred waiting messages.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { enqueueMail } from '../../server/services/mail/mail-queue';
import { startLocalSmtpServer, type ReceivedMail } from './local-smtp-server';
import { openTestDatabase, type TestDatabase } from './test-database';

const run = promisify(execFile);
const MESSAGES = 100;
const dir = mkdtempSync(join(tmpdir(), 'mail-two-processes-'));
let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;

beforeAll(async () => {
  database = await openTestDatabase(dir);
  await migrateToLatest(database.db);
  smtp = await startLocalSmtpServer({ delayMs: 15 });
});

afterAll(async () => {
  await smtp.stop();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/im.exec(mail.text)?.[1];

it('sends every message exactly once when two processes run the worker over one outbox', { timeout: 120_000 }, async () => {
  const now = new Date();
  const subjects = Array.from({ length: MESSAGES }, (_, i) => `Message ${String(i).padStart(3, '0')}`);
  for (const subject of subjects) await enqueueMail(database.db, { to: 'sam@example.com', subject, text: subject }, now);

  // Both processes start their first round at the same moment, once both are up (tsx takes a few seconds).
  const startAt = String(Date.now() + 8000);
  const worker = () => run(resolve('node_modules/.bin/tsx'), [resolve('tests/server/mail-worker-process.ts'), database.location, smtp.url, startAt], { timeout: 100_000 });
  const outputs = await Promise.all([worker(), worker()]);
  const counts = outputs.map(({ stdout }) => (JSON.parse(stdout.trim().split('\n').at(-1)!) as { sent: number }).sent);

  // Exactly once: each message arrived one time, and the processes' counts add up to the messages.
  expect(smtp.received.map(subjectOf).sort()).toEqual(subjects);
  expect(counts[0]! + counts[1]!).toBe(MESSAGES);
  // Both did some of the work: they really ran side by side.
  expect(counts.every((count) => count > 0)).toBe(true);
  const rows = await database.db.selectFrom('mail_outbox').select(['status', 'attempts', 'lease_until']).execute();
  expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.lease_until === null)).toBe(true);
});
