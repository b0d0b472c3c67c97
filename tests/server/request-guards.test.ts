import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from './test-app';

/** Origin check (server/middleware/origin-check.ts) and JSON content type (server/middleware/json-content-type.ts). */
let t: TestApp;
let cookie: string;

/** A POST exactly as given: no Origin or Content-Type is added, unlike t.request. */
const rawPost = (path: string, headers: Record<string, string>, body?: BodyInit) =>
  t.app.request(`${ORIGIN}${path}`, { method: 'POST', headers: { cookie, ...headers }, body }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });

/** The refusal in words a user understands, naming the address to open the app at (BASE_URL's origin). */
const CROSS_SITE = `This page is open at a different web address from Will Writer's own, so nothing was sent or saved, to keep your account safe. Please open Will Writer at ${ORIGIN} and try again.`;

const willRevision = async () => ((await (await t.request('/api/will', { cookie })).json()) as { revision: number }).revision;
const save = JSON.stringify({ people: { relations: {}, children: {} }, revision: 0, charityInterestAnswered: true });

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  ({ cookie } = await t.signUp());
});
afterAll(() => t.close());

describe('origin check', () => {
  it.each([
    ['a foreign Referer', 'https://evil.example/will'],
    ['a Referer on a look-alike host', 'http://localhost:3000.evil.example/will'],
    ['a Referer that is not a URL', 'not a url'],
  ])('refuses a write without Origin but with %s (403), changing nothing', async (_label, referer) => {
    const res = await rawPost('/api/will', { referer, 'content-type': 'application/json' }, save);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ type: 'forbidden', message: CROSS_SITE });
    expect(await willRevision()).toBe(0);
  });

  it('refuses a sign-up without Origin but with a foreign Referer', async () => {
    const body = JSON.stringify({ name: 'Eve', email: 'eve@example.com', password: 'correct horse battery' });
    const res = await rawPost('/api/auth/sign-up/email', { referer: 'https://evil.example/', 'content-type': 'application/json' }, body);
    expect(res.status).toBe(403);
  });

  it('refuses a page opened at another address of the same server, saying which address to open', async () => {
    const res = await rawPost('/api/will', { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' }, save);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(CROSS_SITE);
    expect(await willRevision()).toBe(0);
  });

  it('accepts a write without Origin whose Referer is our own page', async () => {
    const res = await rawPost('/api/will', { referer: `${ORIGIN}/will/yourself`, 'content-type': 'application/json' }, save);
    expect(res.status).toBe(200);
  });
});

describe('JSON content type', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['a look-alike type', 'application/jsonp'],
  ])('refuses a will save sent as %s with 415, changing nothing', async (_label, type) => {
    const res = await rawPost('/api/will', { origin: ORIGIN, 'content-type': type }, save);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      type: 'unsupported_media_type',
      message: 'The request body must be JSON, sent with Content-Type: application/json.',
    });
    expect(await willRevision()).toBe(0);
  });

  it('refuses a body with no Content-Type at all', async () => {
    const res = await rawPost('/api/will', { origin: ORIGIN, 'content-length': String(save.length) }, new TextEncoder().encode(save));
    expect(res.status).toBe(415);
  });

  it.each([
    ['refer-partner', '/api/will/refer-partner', 'name=Sam&email=sam%40example.com'],
    ['onboarding answers', '/api/onboarding-answer', 'onboarding_status=started'],
    ['sign-in', '/api/auth/sign-in/email', 'email=a%40example.com&password=x'],
  ])('refuses a form post to %s', async (_label, path, body) => {
    const res = await rawPost(path, { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body);
    expect(res.status).toBe(415);
  });

  it('accepts JSON with a charset, and body-less posts without a type', async () => {
    const res = await rawPost('/api/will', { origin: ORIGIN, 'content-type': 'application/json; charset=utf-8' }, save);
    expect(res.status).toBe(200);
    expect((await rawPost('/api/will/resubmit', { origin: ORIGIN })).status).not.toBe(415);
    expect((await rawPost('/api/auth/sign-out', { origin: ORIGIN })).status).toBe(200);
  });
});
