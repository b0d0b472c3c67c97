/**
 * Who may use the review API. Every review route, as a visitor (401), as the will writer whose submission
 * it is (403), as another will writer (403) and as a reviewer (allowed); refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';
import { withAuthUsers } from '../../server/stores/auth-users';
import { userWithWill } from './will-test-data';
import { detailOf, paidWriter, signedInReviewer } from './review-helpers';

let t: TestApp;
let writer: Awaited<ReturnType<typeof paidWriter>>;
let otherWriter: string;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  writer = await paidWriter(t);
  otherWriter = (await userWithWill(t)).cookie;
  reviewer = (await signedInReviewer(t)).cookie;
});
afterAll(async () => {
  await t.close();
});

type Route = { method: 'GET' | 'POST'; path: () => string; json?: () => Promise<unknown> };

const routes: Record<string, Route> = {
  queue: { method: 'GET', path: () => '/api/review/submissions' },
  detail: { method: 'GET', path: () => `/api/review/submissions/${writer.id}` },
  'needs-attention': {
    method: 'POST',
    path: () => `/api/review/submissions/${writer.id}/needs-attention`,
    json: async () => ({ step: 'executors', message: 'Please name a second executor.', version: (await detailOf(t, reviewer, writer.id)).version }),
  },
  deliver: { method: 'POST', path: () => `/api/review/submissions/${writer.id}/deliver`, json: async () => ({ version: (await detailOf(t, reviewer, writer.id)).version }) },
};

const call = async (route: Route, cookie?: string) => t.request(route.path(), { method: route.method, cookie, json: route.json ? await route.json() : undefined });

const submissionRow = () => t.db.selectFrom('submission').selectAll().where('user_id', '=', writer.userId).executeTakeFirstOrThrow();

describe('the review API’s role matrix', () => {
  for (const [name, route] of Object.entries(routes)) {
    it(`${name}: a visitor gets 401, either will writer 403, and nothing changes`, async () => {
      const before = await submissionRow();
      const visitor = await call(route);
      expect(visitor.status).toBe(401);
      expect((await visitor.json()).type).toBe('unauthenticated');
      for (const cookie of [writer.cookie, otherWriter]) {
        const refused = await call(route, cookie);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({ type: 'forbidden', message: 'Only the legal team can use the review console.' });
      }
      expect(await submissionRow()).toEqual(before);
      expect(await t.db.selectFrom('review_audit').selectAll().execute()).toEqual([]);
    });
  }

  // In this order: the request for changes leaves the submission waiting for its user, so delivery goes last.
  it('a reviewer may use every route', async () => {
    expect((await call(routes.queue!, reviewer)).status).toBe(200);
    expect((await call(routes.detail!, reviewer)).status).toBe(200);
    expect((await call(routes['needs-attention']!, reviewer)).status).toBe(200);
    expect((await t.request('/api/will/resubmit', { method: 'POST', cookie: writer.cookie })).status).toBe(200);
    expect((await call(routes.deliver!, reviewer)).status).toBe(200);
  });

  it('a reviewer’s role reaches no will writer’s route for someone else: /api/will is their own (empty) will', async () => {
    const own = await (await t.request('/api/will', { cookie: reviewer })).json();
    expect(own.revision).toBe(0);
    expect(own.submission).toBeNull();
  });
});

describe('the reviewer role is only granted by npm run user:reviewer', () => {
  const roleOf = async (email: string) => (await withAuthUsers(t.db).selectFrom('user').select('role').where('email', '=', email).executeTakeFirst())?.role;
  const queueStatus = async (cookie: string) => (await t.request('/api/review/submissions', { cookie })).status;

  it('a will writer cannot sign up as a reviewer', async () => {
    const email = `selfmade${Math.random().toString(36).slice(2)}@example.com`;
    const response = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Sly Writer', email, password: PASSWORD, role: 'reviewer' } });
    // better-auth takes the sign-up and drops the field (input: false in server/auth/auth.ts).
    expect(response.status).toBe(200);
    expect(await roleOf(email)).toBe('user');
    await t.verifyEmail(email);
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(await queueStatus(signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '))).toBe(403);
  });

  it('a will writer cannot make themselves a reviewer through /api/auth/update-user', async () => {
    const { cookie, email } = await t.signUp();
    const response = await t.request('/api/auth/update-user', { method: 'POST', cookie, json: { role: 'reviewer' } });
    expect(response.status).toBe(400);
    const withName = await t.request('/api/auth/update-user', { method: 'POST', cookie, json: { name: 'Still Writer', role: 'reviewer' } });
    expect(withName.status).toBe(400);
    expect(await roleOf(email)).toBe('user');
    expect(await queueStatus(cookie)).toBe(403);
  });
});
