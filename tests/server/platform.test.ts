import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(join(t.dir, 'web', 'assets'), { recursive: true });
  writeFileSync(join(t.dir, 'web', 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(t.dir, 'web', 'assets', 'app.js'), 'console.log(1)');
});
afterAll(() => t.close());

describe('platform routes', () => {
  it('GET /healthz', async () => {
    const response = await t.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/config gives the page-configuration flags without a session', async () => {
    const body = await (await t.request('/api/config')).json();
    expect(Object.keys(body).sort()).toEqual(
      ['additional_estate_flow_question', 'contact_phone', 'lpa_register_interest_enabled', 'partner_discount_percentage', 'printing_service_enabled', 'reactivate_will_enabled', 'retention_unpaid_draft_days', 'review_working_days', 'support_email', 'will_price'].sort(),
    );
    expect(body.retention_unpaid_draft_days).toBe(365);
  });

  it('serves index.html for any /will route, and assets under /build/', async () => {
    for (const path of ['/will/dashboard', '/will/start/welcome', '/will/family/edit-child/abc']) {
      const response = await t.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
    }
    const asset = await t.request('/build/assets/app.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('sends a CSP without unsafe-eval or unsafe-inline on every page', async () => {
    const csp = (await t.request('/will/dashboard')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect((await response.json()).type).toBe('not_found');
  });
});

describe('accounts', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and exposes a hashid', async () => {
    const { cookie, signIn } = await t.signUp('hashid@example.com', 'Hash Id');
    const setCookie = signIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await (await t.request('/api/auth/get-session', { cookie })).json();
    expect(session.user.email).toBe('hashid@example.com');
    expect(session.user.hashid).toMatch(/^[A-Za-z0-9]{8,}$/);
  });

  it('signs out', async () => {
    const { cookie } = await t.signUp();
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await t.request('/api/will', { cookie: cleared })).status).toBe(401);
  });
});

describe('sign-up names', () => {
  it('refuses an empty, overlong or multi-line name, creating no account', async () => {
    for (const name of ['  ', 'x'.repeat(201), 'Jo\r\nBcc: victim@example.com', '<b>Jo</b>']) {
      const response = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name, email: `n${Math.random()}@example.com`, password: 'correct horse battery' } });
      expect(response.status, JSON.stringify(name)).toBe(400);
    }
  });
});
