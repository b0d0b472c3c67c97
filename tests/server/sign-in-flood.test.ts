/**
 * An anonymous client could fill the database through sign-in (the per-account limit stored
 * the address as typed, before the per-address limit ran). Every field is bounded before anything is stored, the
 * per-address limit runs first, and each count is a fixed-size keyed hash.
 */
import { statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import apiErrors from '../../schemas/copy/api-errors.json';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The database's size in bytes: PostgreSQL's own count, or the SQLite file with its write-ahead log. */
async function databaseBytes(app: TestApp): Promise<number> {
  if (app.database.location.startsWith('postgres')) {
    const { rows } = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(app.db);
    return Number(rows[0]!.size);
  }
  return readdirSync(app.dir)
    .filter((name) => name.startsWith('test.sqlite'))
    .reduce((total, name) => total + statSync(join(app.dir, name)).size, 0);
}

const signIn = (app: TestApp, email: string, ip = '198.51.100.1') =>
  app.request('/api/auth/sign-in/email', { method: 'POST', ip, json: { email, password: 'wrong password' } });

const signInKeys = async (app: TestApp) => (await app.db.selectFrom('request_count').select('key').where('key', 'like', 'sign-in:%').execute()).map((row) => row.key);

describe('sign-in cannot fill the database', () => {
  it('refuses 100 sign-ins with 400 KB addresses with 400, and the database grows by less than 1 MB', { timeout: 120_000 }, async () => {
    const before = await databaseBytes(t);
    for (let i = 0; i < 100; i++) {
      const email = `${String(i).padStart(3, '0')}${'x'.repeat(400 * 1024)}@example.com`;
      const response = await signIn(t, email);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ type: 'bad_request', message: apiErrors.emailTooLong });
    }
    expect(await databaseBytes(t)).toBeLessThan(before + 1024 * 1024);
    expect(await signInKeys(t)).toEqual([]);
  });

  it('keys each count by a fixed-size hash, never the address typed', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(49)}.example.com`;
    expect(longest.length).toBeLessThanOrEqual(254);
    for (const email of ['someone@example.com', longest]) expect((await signIn(t, email)).status).toBe(401);
    const keys = await signInKeys(t);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^sign-in:[\w-]{43}$/);
      expect(key).not.toContain('example');
    }
  });

  it('counts an address only once the per-address limit has let the request through', async () => {
    const limited = await createTestApp({}, { rateLimit: { window: 60, max: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await signIn(limited, `guess${i}@example.com`, '203.0.113.50')).status);
      expect(statuses).toEqual([401, 401, 401, ...Array(7).fill(429)]);
      expect(await signInKeys(limited)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
