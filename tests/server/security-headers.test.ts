import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/middleware/security-headers';
import { createApp } from '../../server/app';
import { createTestApp, ORIGIN, type TestApp } from './test-app';

/**
 * Security headers (server/middleware/security-headers.ts) reach the client the same way whether the app is served
 * over a real socket by @hono/node-server (set on Node's response up front) or called in process (set on the web
 * Response afterwards).
 */
let t: TestApp;
let server: ServerType;
let origin: string;

// Strict-Transport-Security is sent only when BASE_URL is https (below); the test app's is http.
const SECURITY = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'];

/** The security headers of an answer, by lower-case name. */
const securityOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => SECURITY.includes(name)));

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('security headers', () => {
  it('are the same over a socket as in process, on pages, JSON answers, errors and better-auth answers', async () => {
    const { cookie } = await t.signUp();
    const requests: [string, RequestInit][] = [
      ['/will/dashboard', {}],
      ['/api/will', { headers: { cookie } }],
      ['/api/will', { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: '{' }],
      ['/api/auth/get-session', { headers: { cookie } }],
    ];
    for (const [path, init] of requests) {
      const overSocket = await fetch(`${origin}${path}`, init);
      const inProcess = await t.app.request(path, init);
      expect(overSocket.status).toBe(inProcess.status);
      expect(securityOf(overSocket)).toEqual(securityOf(inProcess));
      expect(Object.keys(securityOf(overSocket))).toEqual(expect.arrayContaining(SECURITY));
      expect(overSocket.headers.has('strict-transport-security')).toBe(false);
      expect(overSocket.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('include Strict-Transport-Security only when the app is served over https (BASE_URL)', async () => {
    const overHttps = createApp({ ...t.deps, config: { ...t.deps.config, baseUrl: 'https://wills.example' } });
    for (const path of ['/healthz', '/api/will', '/will/dashboard']) {
      expect((await overHttps.request(path)).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect((await t.app.request(path)).headers.has('strict-transport-security')).toBe(false);
    }
  });

  it('forbid caching of every API answer, over a socket and in process; pages keep their own policy', async () => {
    const { cookie } = await t.signUp();
    const apiRequests: [string, RequestInit][] = [
      ['/api/will', { headers: { cookie } }],
      ['/api/will', {}],
      ['/api/nowhere', { headers: { cookie } }],
      ['/api/will', { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: '{' }],
      ['/api/auth/get-session', { headers: { cookie } }],
    ];
    for (const [path, init] of apiRequests) {
      for (const answer of [await fetch(`${origin}${path}`, init), await t.app.request(path, init)]) {
        expect(answer.headers.get('cache-control'), `${init.method ?? 'GET'} ${path}`).toBe('no-store');
      }
    }
    expect((await fetch(`${origin}/will/dashboard`)).headers.get('cache-control')).not.toBe('no-store');
  });

  it('include a Permissions-Policy that turns off the powerful features the app never uses', async () => {
    const policy = (await t.app.request('/will/dashboard')).headers.get('permissions-policy') ?? '';
    const directives = Object.fromEntries(policy.split(', ').map((d) => d.split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'display-capture', 'browsing-topics']) {
      expect(directives[feature], feature).toBe('()');
    }
    expect(directives.payment).toBe('(self)');
    const withStripe = new Hono().use(securityHeaders({ https: true }, ['https://js.stripe.com'], ['https://js.stripe.com'])).get('/', (c) => c.body(null, 204));
    expect((await withStripe.request('/')).headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
  });

  it("keep a header the route set itself, on both paths", async () => {
    const app = new Hono().use(securityHeaders({ https: true })).get('/', (c) => c.text('framed', 200, { 'x-frame-options': 'DENY' }));
    const own = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => own.once('listening', resolve));
    try {
      const overSocket = await fetch(`http://127.0.0.1:${(own.address() as AddressInfo).port}/`);
      expect(overSocket.headers.get('x-frame-options')).toBe('DENY');
      expect(overSocket.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await app.request('/')).headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await new Promise((resolve) => own.close(resolve));
    }
  });
});
