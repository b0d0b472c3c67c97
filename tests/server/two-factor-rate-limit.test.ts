/**
 * The two-step sign-in calls (/api/auth/two-factor/*) are limited per client address: better-auth's own 3 in 10
 * seconds by default, or what AUTH_TWO_FACTOR_RATE_LIMIT_MAX and _WINDOW set; past it the answer is 429.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** The statuses of `calls` wrong codes sent from one address, one after another (cheap calls: no password to hash). */
async function enableStatuses(app: TestApp, calls: number): Promise<number[]> {
  const { cookie } = await app.signUp();
  const statuses: number[] = [];
  for (let i = 0; i < calls; i++) {
    const response = await app.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie, ip: '10.9.9.9', json: { code: '000000' } });
    statuses.push(response.status);
  }
  return statuses;
}

describe('the two-step sign-in rate limit', () => {
  it('reads its window and maximum from the environment, with better-auth’s 3 in 10 seconds by default', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'two-factor-limit-'));
    expect(readConfig({ DATA_DIR: dataDir }).twoFactorRateLimit).toEqual({ window: 10, max: 3 });
    expect(readConfig({ DATA_DIR: dataDir, AUTH_TWO_FACTOR_RATE_LIMIT_MAX: '50', AUTH_TWO_FACTOR_RATE_LIMIT_WINDOW: '60' }).twoFactorRateLimit).toEqual({ window: 60, max: 50 });
    expect(() => readConfig({ DATA_DIR: dataDir, AUTH_TWO_FACTOR_RATE_LIMIT_MAX: '0' })).toThrow(/AUTH_TWO_FACTOR_RATE_LIMIT_MAX/);
  });

  it('refuses the fourth call in 10 seconds from one address by default', async () => {
    t = await createTestApp();
    const statuses = await enableStatuses(t, 4);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('lets as many through as the option allows', async () => {
    t = await createTestApp({}, { twoFactorRateLimit: { window: 10, max: 6 } });
    const statuses = await enableStatuses(t, 7);
    expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});
