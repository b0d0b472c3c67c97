import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('limits draft PDFs per user', async () => {
  const { cookie } = await t.signUp();
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await t.request('/api/will/draft.pdf', { cookie })).status);
  expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  expect((await t.request('/api/will/draft', { cookie })).status).toBe(200);
});
