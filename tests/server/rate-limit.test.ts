import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimit: { window: 60, max: 3 } });
});
afterAll(() => t.close());

const signIn = (ip: string, headers: Record<string, string> = {}) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', ip, headers, json: { email: 'nobody@example.com', password: 'wrong password' } });

describe('sign-in rate limit', () => {
  it('limits attempts per client address, leaving other addresses alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn('203.0.113.7')).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect((await signIn('203.0.113.8')).status).toBe(401);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn('203.0.113.9', { 'x-forwarded-for': `198.51.100.${i}` })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
