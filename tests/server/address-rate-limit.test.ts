import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ config: { ...t.deps.config, trustedProxyHops: 1 } });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const lookup = (app: TestApp, ip: string, headers: Record<string, string> = {}) => app.request('/api/addresses?postcode=SW1A%202AA', { ip, headers });

describe('postcode lookup rate limit', () => {
  it('limits lookups per client address, without touching other clients', async () => {
    for (let i = 0; i < 30; i++) expect((await lookup(t, '198.51.100.1')).status).toBe(200);
    const limited = await lookup(t, '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await lookup(t, '198.51.100.2')).status).toBe(200);
  });

  it('cannot be escaped by forging X-Forwarded-For', async () => {
    for (let i = 0; i < 30; i++) await lookup(t, '198.51.100.3', { 'x-forwarded-for': `10.0.0.${i}` });
    expect((await lookup(t, '198.51.100.3', { 'x-forwarded-for': '10.9.9.9' })).status).toBe(429);
  });

  it('behind a trusted proxy, limits the address the proxy reports', async () => {
    for (let i = 0; i < 30; i++) await lookup(proxied, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' });
    expect((await lookup(proxied, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).status).toBe(429);
    expect((await lookup(proxied, '127.0.0.1', { 'x-forwarded-for': '192.0.2.2' })).status).toBe(200);
  });
});
