import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('limits postcode lookups per client address, without touching other clients', async () => {
  const lookup = (ip: string) => t.request('/api/addresses?postcode=SW1A%202AA', { headers: { 'x-forwarded-for': ip } });
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) statuses.push((await lookup('198.51.100.1')).status);
  expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
  const limited = await lookup('198.51.100.1');
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await lookup('198.51.100.2')).status).toBe(200);
});
