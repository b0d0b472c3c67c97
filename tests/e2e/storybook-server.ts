import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** The built Storybook (storybook-static, made by `npm run build-storybook` before the tests) served on a free local port. */
export async function serveStorybook(): Promise<{ base: string; close: () => Promise<void> }> {
  if (!existsSync('storybook-static/iframe.html')) throw new Error('Run `npm run build-storybook` first');
  const app = new Hono().use('/*', serveStatic({ root: './storybook-static' }));
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer }, () => resolve(s as Server));
  });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { base, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
