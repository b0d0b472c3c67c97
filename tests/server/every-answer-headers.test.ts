/**
 * What every answer carries, over a real socket as `npm start` serves it: an X-Request-Id (better-auth's answers,
 * redirects and errors too), and on every HTML answer, /build/index.html included, the same security headers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from './test-app';
import { listen } from './listening-app';

const SECURITY = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'];
const webRoot = mkdtempSync(join(tmpdir(), 'will-writer-headers-'));
let t: TestApp;
let served: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  mkdirSync(join(webRoot, 'prerendered', 'will'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, 'prerendered', 'will', 'welcome.html'), '<!doctype html><h1>Welcome</h1>');
  writeFileSync(join(webRoot, 'assets', 'index-DM8HNkVw.js'), 'export {};');
  t = await createTestApp({ webRoot });
  served = await listen(t);
});

afterAll(async () => {
  await served.close();
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('every answer', () => {
  it('carries an X-Request-Id through a whole journey, better-auth’s answers included', { timeout: 60_000 }, async () => {
    const email = 'journey@example.com';
    const answers: [string, Response][] = [];
    const call = async (label: string, path: string, init: Parameters<typeof served.request>[1] = {}) => {
      const response = await served.request(path, init);
      answers.push([label, response]);
      return response;
    };
    await call('sign-up', '/api/auth/sign-up/email', { method: 'POST', json: { name: 'Jo Journey', email, password: PASSWORD } });
    await call('verify-email', t.linkTo(email, '/api/auth/verify-email'));
    await call('wrong password', '/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'not the password' } });
    const signIn = await call('sign-in', '/api/auth/sign-in/email', { method: 'POST', json: { email, password: PASSWORD } });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    await call('get-session', '/api/auth/get-session', { cookie });
    await call('reset request', '/api/auth/request-password-reset', { method: 'POST', json: { email } });
    await call('bad body', '/api/auth/sign-in/email', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    await call('will', '/api/will', { cookie });
    await call('page', '/will/dashboard');
    await call('sign-out', '/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    await call('health', '/healthz');
    await call('missing file', '/build/assets/nothing.js');
    for (const [label, response] of answers) expect(response.headers.get('x-request-id'), `${label} (${response.status})`).toMatch(/^[\w-]{8,}$/);
    // The client's own id comes back on better-auth's answers as on the app's.
    const echoed = await served.request('/api/auth/get-session', { headers: { 'X-Request-Id': 'probe-77' } });
    expect(echoed.headers.get('x-request-id')).toBe('probe-77');
  });

  it('that is HTML carries the security headers, /build/index.html and prerendered pages included; scripts do not', async () => {
    for (const path of ['/build/index.html', '/build/prerendered/will/welcome.html', '/will/welcome', '/will/dashboard']) {
      const response = await served.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      for (const name of SECURITY) expect(response.headers.get(name), `${name} on ${path}`).toBeTruthy();
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    const script = await served.request('/build/assets/index-DM8HNkVw.js');
    expect(script.status).toBe(200);
    expect(script.headers.has('content-security-policy')).toBe(false);
  });
});
