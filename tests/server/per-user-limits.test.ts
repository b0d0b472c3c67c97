import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('limits partner invitations per user, so an account cannot send bulk email', async () => {
  const alice = await t.signUp();
  const send = (cookie: string, i: number) => t.request('/api/will/refer-partner', { method: 'POST', cookie, json: { name: `Partner ${i}`, email: `p${i}@example.com` } });
  for (let i = 0; i < 5; i++) expect((await send(alice.cookie, i)).status).toBe(200);
  const limited = await send(alice.cookie, 5);
  expect(limited.status).toBe(429);
  expect((await limited.json()).message).toBe('You have sent several invitations recently. Please try again later.');
  const outbox = await t.db.selectFrom('mail_outbox').select('to_address').execute();
  expect(outbox.map((row) => row.to_address)).not.toContain('p5@example.com');
  const bob = await t.signUp();
  expect((await send(bob.cookie, 6)).status).toBe(200);
});

it('limits draft PDFs per user', async () => {
  const { cookie } = await t.signUp();
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await t.request('/api/will/draft.pdf', { cookie })).status);
  expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  expect((await t.request('/api/will/draft', { cookie })).status).toBe(200);
});
