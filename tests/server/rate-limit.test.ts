import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';

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

describe('sign-in limit per account', () => {
  const attempt = (email: string, password: string, i: number) =>
    t.request('/api/auth/sign-in/email', { method: 'POST', ip: `192.0.2.${i}`, json: { email, password } });

  it('slows repeated failures against one account even when each comes from another address', { timeout: 60_000 }, async () => {
    const { email } = await t.signUp('target@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(email, `guess ${i}`, i)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Past the limit, the right password waits too, or the answer would tell the guesser they had found it.
    const right = await attempt('TARGET@example.com', PASSWORD, 100);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await t.signUp('bystander@example.com');
    expect((await attempt(other.email, PASSWORD, 101)).status).toBe(200);
  });

  it('forgets the failures once the owner signs in', { timeout: 60_000 }, async () => {
    const { email } = await t.signUp('forgetful@example.com');
    for (let i = 0; i < 9; i++) expect((await attempt(email, 'wrong password', i)).status).toBe(401);
    expect((await attempt(email, PASSWORD, 50)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt(email, 'wrong password', i)).status).toBe(401);
  });
});
