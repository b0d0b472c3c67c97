import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from './test-app';
import { storedRows, userIdOf, validPayload } from './will-test-data';
import apiErrors from '../../schemas/copy/api-errors.json';

/**
 * Request bodies over a real socket, as @hono/node-server hands them to the app: a body with a Content-Length is
 * read straight from Node's request (server/http-errors.ts), a chunked one through the web Request, and the size
 * limit holds on both paths (server/middleware/body-limit.ts).
 */
let t: TestApp;
let server: ServerType;
let port: number;
let cookie: string;
let userId: string;

type Answer = { status: number; body: string };

/**
 * POSTs raw bytes to /api/will; `chunked` sends them without a Content-Length, in pieces. `splitAtByte` sends the
 * bytes in two writes, the second a moment later, so the server reads them as two chunks.
 */
function post(body: string, { chunked = false, splitAtByte }: { chunked?: boolean; splitAtByte?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/will',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          cookie,
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    // A server may answer 413 and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    const bytes = Buffer.from(body);
    if (splitAtByte !== undefined) {
      req.write(bytes.subarray(0, splitAtByte));
      setTimeout(() => req.end(bytes.subarray(splitAtByte)), 50);
      return;
    }
    if (chunked) for (let i = 0; i < bytes.length; i += 16_384) req.write(bytes.subarray(i, i + 16_384));
    else req.write(bytes);
    req.end();
  });
}

const revision = async () => ((await (await t.request('/api/will', { cookie })).json()) as { revision: number }).revision;
const oversized = () => JSON.stringify({ ...validPayload(0), padding: 'x'.repeat(600 * 1024) });

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signUp());
  userId = await userIdOf(t, cookie);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('request bodies over HTTP', () => {
  it('saves a will sent with a Content-Length', async () => {
    const answer = await post(JSON.stringify(validPayload(0)));
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ status: 'UPDATED', revision: 1 }) });
  });

  it('saves a will sent in chunks', async () => {
    const answer = await post(JSON.stringify(validPayload(await revision())), { chunked: true });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'UPDATED', revision: 2 });
  });

  it.each([{ chunked: false }, { chunked: true }])('answers 400 to a body that is not JSON (%o), storing nothing', async (how) => {
    const before = await storedRows(t, userId);
    const answer = await post('{"revision": 2, "userInfo": ', how);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ type: 'bad_request', message: apiErrors.malformedJson });
    expect(await storedRows(t, userId)).toEqual(before);
  });

  it.each([{ chunked: false }, { chunked: true }])('answers 413 to a body over 512 KB (%o), storing nothing', async (how) => {
    const before = await storedRows(t, userId);
    const answer = await post(oversized(), how);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ type: 'too_large', message: apiErrors.tooLarge });
    expect(await storedRows(t, userId)).toEqual(before);
  });

  for (const chunked of [true, false]) {
    it(`reads a UTF-8 body split across chunks in the middle of a character (${chunked ? 'chunked' : 'Content-Length'})`, async () => {
      const payload = validPayload(await revision());
      payload.userInfo = { ...payload.userInfo!, fullName: 'Zoë Ångström-Łukasz' };
      const body = JSON.stringify(payload);
      const splitAtByte = Buffer.from(body).indexOf(Buffer.from('ö')) + 1; // between the two bytes of 'ö'
      const answer = await post(body, { chunked, splitAtByte });
      expect(answer.status).toBe(200);
      const state = (await (await t.request('/api/will', { cookie })).json()) as { will: { userInfo: { fullName: string } } };
      expect(state.will.userInfo.fullName).toBe('Zoë Ångström-Łukasz');
    });
  }
});
