import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../scripts/compress-assets';
import { createTestApp, type TestApp } from './test-app';
import { userWithWill } from './will-test-data';

/**
 * How the built app's files and the API's answers travel (ADR 0011): scripts as the build compressed them, chosen by
 * Accept-Encoding, hashed files cached for a year and carrying none of a page's policies; JSON answers compressed
 * above 1 KB. Over a real socket, as `npm start` serves them.
 */
const SCRIPT = `export const words = ${JSON.stringify('a fairly long sentence repeated '.repeat(200))};\n`;
const webRoot = mkdtempSync(join(tmpdir(), 'will-writer-static-'));
let t: TestApp;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'index-DM8HNkVw.js'), SCRIPT);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  compressAssets(webRoot);
  t = await createTestApp({ webRoot });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The raw bytes of an answer, with no decoding by fetch: node's http. */
async function raw(path: string, acceptEncoding?: string, cookie?: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('built files', () => {
  it('go as the Brotli copy to a browser that takes it, gzip to one that takes only gzip, plain otherwise', async () => {
    const br = await raw('/build/assets/index-DM8HNkVw.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await raw('/build/assets/index-DM8HNkVw.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw('/build/assets/index-DM8HNkVw.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('are cached for a year when hashed, and carry only the headers a static file needs', async () => {
    const answer = await raw('/build/assets/index-DM8HNkVw.js', 'br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const policy of ['content-security-policy', 'permissions-policy', 'strict-transport-security', 'cross-origin-opener-policy', 'x-frame-options', 'referrer-policy']) {
      expect(answer.headers[policy], policy).toBeUndefined();
    }
    expect((await raw('/build/assets/missing-DM8HNkVw.js')).status).toBe(404);
  });

  it('leave the pages their security policy', async () => {
    const page = await raw('/will/start', 'br, gzip');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('are gzip-compressed above 1 KB for a client that takes it, and small ones go as they are', async () => {
    const { cookie } = await userWithWill(t);
    const big = await raw('/api/will', 'gzip, deflate, br', cookie);
    expect(big.status).toBe(200);
    const text = big.headers['content-encoding'] === 'gzip' ? gunzipSync(big.body).toString() : big.body.toString();
    expect(text.length, 'the test needs an answer over 1 KB').toBeGreaterThan(1024);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(text)).toBeTruthy();
    const small = await raw('/healthz', 'gzip');
    const config = await raw('/api/nowhere', 'gzip');
    for (const answer of [small, config]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString())).toBeTruthy();
    }
  });
});
