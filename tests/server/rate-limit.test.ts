import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimit: { window: 60, max: 3 } });
});
afterAll(() => t.close());

it('rate-limits sign-in attempts from one address', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      json: { email: 'nobody@example.com', password: 'wrong password' },
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});
