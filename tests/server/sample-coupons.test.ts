import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { composeApp } from '../../server/compose-app';
import { readConfig } from '../../server/config';
import { openTestDatabase, type TestDatabase } from './test-database';

/** Sample coupons exist only where SAMPLE_COUPONS=true switches them on, whatever the data folder saw before. */
const dir = mkdtempSync(join(tmpdir(), 'will-writer-coupons-'));
const secrets = { AUTH_SECRET: 'a-production-secret-of-at-least-32-chars', HASHID_SALT: 'a-production-hashid-salt-of-32-characters' };
let database: TestDatabase | undefined;

afterAll(async () => database?.drop());

/** The coupon codes in the database after the app starts with `env` on the one data folder (and database). */
async function startAndListCoupons(env: Record<string, string>): Promise<string[]> {
  database ??= await openTestDatabase(dir);
  const onPostgres = database.location.startsWith('postgres');
  const config = readConfig({ DATA_DIR: dir, ...(onPostgres ? { DATABASE_URL: database.location } : {}), ...env });
  const { db } = await composeApp(config);
  try {
    const rows = await db.selectFrom('coupon' as never).select('code' as never).execute();
    return (rows as { code: string }[]).map((r) => r.code).sort();
  } finally {
    await db.destroy();
  }
}

it('seeds no sample coupon by default, and removes them, FREEWILL included, once SAMPLE_COUPONS is no longer true', async () => {
  expect(await startAndListCoupons({})).toEqual([]);
  expect(await startAndListCoupons({ SAMPLE_COUPONS: 'true' })).toEqual(['FREEWILL', 'LPA20', 'WELCOME10']);
  expect(await startAndListCoupons({})).toEqual([]);
  expect(await startAndListCoupons({ SAMPLE_COUPONS: 'true' })).toEqual(['FREEWILL', 'LPA20', 'WELCOME10']);
  expect(await startAndListCoupons({ NODE_ENV: 'production', ...secrets })).toEqual([]);
  expect(await startAndListCoupons({ SAMPLE_COUPONS: 'true' })).toEqual(['FREEWILL', 'LPA20', 'WELCOME10']);
  expect(await startAndListCoupons({ SAMPLE_COUPONS: 'false' })).toEqual([]);
});
