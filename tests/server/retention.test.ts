import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrateAuth } from '../../server/auth/auth';
import { untyped } from '../../server/account/erasure-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../../server/retention/run-retention';
import type { Clock } from '../../server/clock';
import { createTestApp, type TestApp } from './test-app';
import { userIdOf, validPayload } from './will-test-data';

const DAY = 86_400_000;
let t: TestApp;
let authOptions: Parameters<typeof migrateAuth>[0];
beforeAll(async () => {
  t = await createTestApp();
  authOptions = { db: t.db, secret: 'test-secret-test-secret-test-secret-0123', baseUrl: 'http://localhost:3000', hashidSalt: 's', trustedOrigins: [], rateLimit: { window: 60, max: 10 }, signInAccountLimit: { window: 900, max: 10 }, twoFactorRateLimit: { window: 10, max: 3 }, clock: t.deps.clock, mail: t.deps.mail };
});
afterAll(() => t.close());

const inDays = (days: number): Clock => ({ now: () => new Date(Date.now() + days * DAY) });
const run = (days: number, unpaidDraftDays = 90) => runRetention({ db: t.db, mail: t.deps.mail, payments: t.deps.payments, clock: inDays(days), baseUrl: 'http://localhost:3000', dataDir: t.dir, unpaidDraftDays, secret: t.deps.config.authSecret });
const exists = async (email: string) => (await t.db.selectFrom('user' as never).select('id' as never).where('email' as never, '=', email as never).executeTakeFirst()) !== undefined;
const remindersTo = (email: string) => t.mailbox.filter((m) => m.to === email && /to keep your account|due to be deleted/.test(m.subject));

describe('npm run retention', () => {
  it('reminds an unconfirmed account a week before day 30, erases it on day 30, and spares confirmed and paid ones', async () => {
    await t.signUp('never@example.com', 'Nev Never', { verified: false });
    await t.signUp('confirmed@example.com', 'Con Firmed');
    const paid = await t.signUp('paid@example.com', 'Pam Paid');
    await t.db.insertInto('will_payment').values({ user_id: await userIdOf(t, paid.cookie), paid_at: new Date().toISOString(), order_id: null }).execute();

    expect(await run(22)).toEqual({ reminded: 0, erased: 0, forgotten: 0 });
    expect(await run(23)).toEqual({ reminded: 1, erased: 0, forgotten: 0 });
    const [reminder] = remindersTo('never@example.com');
    expect(reminder!.subject).toBe('Confirm your email address to keep your account');
    expect(reminder!.text).toContain('Hello Nev Never,');
    expect(reminder!.text).toMatch(/we will delete your account and everything in it on \d{1,2} \w+ \d{4}\./);
    // Running again the same day sends nothing more.
    expect(await run(23)).toEqual({ reminded: 0, erased: 0, forgotten: 0 });
    expect(await run(29)).toEqual({ reminded: 0, erased: 0, forgotten: 0 });
    expect(await exists('never@example.com')).toBe(true);

    expect((await run(30)).erased).toBe(1);
    expect(await exists('never@example.com')).toBe(false);
    expect(await exists('confirmed@example.com')).toBe(true);
    expect(await exists('paid@example.com')).toBe(true);
  });

  it('removes an unpaid draft after the configured time unused, after a reminder; coming back cancels it', async () => {
    const idle = await t.signUp('idle.draft@example.com', 'Ida Draft');
    expect((await t.request('/api/will', { method: 'POST', cookie: idle.cookie, json: validPayload(0) })).status).toBe(200);
    const back = await t.signUp('back@example.com', 'Bo Back');

    await run(82, 90);
    expect(remindersTo('idle.draft@example.com')).toEqual([]);
    await run(83, 90);
    expect(remindersTo('idle.draft@example.com').map((m) => m.subject)).toEqual(['Your unfinished will is due to be deleted']);
    expect(remindersTo('back@example.com')).toHaveLength(1);

    // Bo signs in again before the day: their session's activity withdraws the reminder.
    await t.db.updateTable('session' as never).set({ updatedAt: new Date(Date.now() + 85 * DAY).toISOString() } as never).where('userId' as never, '=', (await userIdOf(t, back.cookie)) as never).execute();
    await run(90, 90);
    expect(await exists('idle.draft@example.com')).toBe(false);
    expect(await t.db.selectFrom('will_revision').selectAll().where('user_id', '=', await userIdOf(t, back.cookie)).execute()).toEqual([]);
    expect(await exists('back@example.com')).toBe(true);
    expect(await t.db.selectFrom('retention_reminder').selectAll().where('user_id', '=', await userIdOf(t, back.cookie)).execute()).toEqual([]);
  });

  it('runs from the command line over the configured data folder', async () => {
    // A data folder as the server leaves it, with an unconfirmed account reminded eight days ago.
    const dir = mkdtempSync(join(tmpdir(), 'will-writer-retention-'));
    const db = openDatabase(join(dir, 'will-writer.sqlite'));
    await migrateToLatest(db);
    await migrateAuth({ ...authOptions, db });
    const long = new Date(Date.now() - 40 * DAY).toISOString();
    await untyped(db).insertInto('user').values({ id: 1, name: 'Old Unconfirmed', email: 'old@example.com', emailVerified: 0, createdAt: long, updatedAt: long, role: 'user' }).execute();
    await db.insertInto('retention_reminder').values({ user_id: '1', reason: 'unverified', sent_at: new Date(Date.now() - 8 * DAY).toISOString(), erase_on: new Date(Date.now() - DAY).toISOString().slice(0, 10) }).execute();
    await db.destroy();

    const result = spawnSync(process.execPath, ['--import', 'tsx', join('server', 'retention-main.ts')], {
      env: { ...process.env, DATA_DIR: dir, BASE_URL: 'http://localhost:3000', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Retention: 0 reminded, 1 erased, 0 reminders withdrawn\nSent mail past its keeping time: 0 messages removed, 0 attachments of delivery emails dropped\nKeeping wills current: 0 reminders sent\n');
    expect(result.status).toBe(0);
    const after = openDatabase(join(dir, 'will-writer.sqlite'));
    expect(await untyped(after).selectFrom('user').selectAll().execute()).toEqual([]);
    await after.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
});
