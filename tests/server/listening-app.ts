import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../server/app';
import { ORIGIN, type TestApp } from './test-app';

/**
 * The test app served over a real socket by @hono/node-server, as in production (which replaces the global
 * Response with its own: an answer built with another class can be lost on the way). One proxy hop is trusted, so
 * `request` can come from any client address (X-Forwarded-For).
 */
export async function listen(t: TestApp) {
  const app = createApp({ ...t.deps, config: { ...t.deps.config, trustedProxyHops: 1 } });
  const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = (path: string, init: RequestInit & { json?: unknown; ip?: string; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
    headers.set('x-forwarded-for', init.ip ?? '127.0.0.1');
    return fetch(`${origin}${path}`, { ...init, headers, redirect: 'manual', body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { origin, request, close, server };
}
