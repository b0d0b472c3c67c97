/**
 * Who may open the console's pages. `/review` and `/review/submissions/:id` as a visitor (sent to sign in,
 * with the way back), as a will writer (403 with the app, which shows its "Only for the legal team" page) and as a
 * reviewer (200 with the app).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { paidWriter, signedInReviewer } from './review-helpers';

const APP_HTML = '<!doctype html><title>Will Writer</title><div id="root"></div>';

let t: TestApp;
let writer: Awaited<ReturnType<typeof paidWriter>>;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(join(t.dir, 'web'), { recursive: true });
  writeFileSync(join(t.dir, 'web', 'index.html'), APP_HTML);
  writer = await paidWriter(t);
  reviewer = (await signedInReviewer(t)).cookie;
});
afterAll(() => t.close());

// The differences view of a mirror pair is guarded like every console page, whatever ids it names.
const pages = () => ({ queue: '/review', submission: `/review/submissions/${writer.id}`, differences: `/review/submissions/${writer.id}/mirror/${writer.id}` });

describe('the review console’s pages', () => {
  for (const name of ['queue', 'submission', 'differences'] as const) {
    it(`${name}: a visitor is redirected to sign in and back`, async () => {
      const path = pages()[name];
      const response = await t.request(`${path}?state=NEW`);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!, 'http://app.test');
      expect(location.pathname).toBe('/will/sign-in');
      expect(location.searchParams.get('redirect')).toBe(`${path}?state=NEW`);
    });

    it(`${name}: a will writer gets 403 with the app, which tells them it is not for them`, async () => {
      const response = await t.request(pages()[name], { cookie: writer.cookie });
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(APP_HTML);
    });

    it(`${name}: a reviewer gets 200 with the app`, async () => {
      const response = await t.request(pages()[name], { cookie: reviewer });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(APP_HTML);
    });
  }

  it('leaves the will writer’s own pages open to them', async () => {
    expect((await t.request('/will/dashboard', { cookie: writer.cookie })).status).toBe(200);
  });
});
