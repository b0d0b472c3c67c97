import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './test-app';
import { userIdOf } from './will-test-data';
import { completePayload } from '../../engine/will/fixtures/will-fixtures';
import aboutYou from '../../schemas/steps/about-you.json';
import marital from '../../schemas/steps/family-marital.json';
import dashboard from '../../schemas/copy/dashboard.json';
import checkout from '../../schemas/copy/checkout.json';

// The pages are drawn by the build's render (npm run build writes dist/render/signed-in-render.js beside dist/web).
const webRoot = join(process.cwd(), 'dist', 'web');
if (!existsSync(join(process.cwd(), 'dist', 'render', 'signed-in-render.js'))) throw new Error('run npm run build first: these tests need dist/render');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
});

const EMPTY_ROOT = '<div id="root"></div>';
/** A text as React writes it in HTML, as a pattern. */
const html = (text: string) => text.replace(/'/g, '&#x27;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A signed-in user whose will is the complete fixture with their own name (and, for checkout, a confirmed address). */
async function writer(fullName: string) {
  const { cookie } = await t.signUp();
  const payload = completePayload();
  const saved = await t.request('/api/will', { method: 'POST', cookie, json: { ...payload, userInfo: { ...payload.userInfo, fullName }, revision: 0 } });
  expect(saved.status).toBe(200);
  return cookie;
}

/** The JSON the page embeds for hydration: parsed back, so escaping is proven to keep it whole. */
function firstAnswersOf(page: string): { page: string; answers: Record<string, unknown> } {
  const block = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(page);
  expect(block, 'the page embeds its first answers').not.toBeNull();
  return JSON.parse(block![1]!) as { page: string; answers: Record<string, unknown> };
}

describe('signed-in pages are drawn on the server', () => {
  it('draws My Will, a step and checkout with their heading and the user’s own answers, never cached', async () => {
    const mine = await writer('Alice Mine');
    const theirs = await writer('Bob Theirs');
    for (const [path, heading] of [
      ['/will/dashboard', dashboard.title],
      ['/will/yourself', aboutYou.title],
      ['/will/family/marital', marital.title],
      ['/will/checkout', checkout.title],
    ] as const) {
      const response = await t.request(path, { cookie: mine });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('vary'), path).toMatch(/Cookie/);
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      const page = await response.text();
      expect(page, path).not.toContain(EMPTY_ROOT);
      expect(page, path).toMatch(new RegExp(`<h1[^>]*>${html(heading)}</h1>`));
      expect(page, path).toContain('<link rel="modulepreload"');
      const first = firstAnswersOf(page);
      expect(first.page).toBe(path);
      expect(JSON.stringify(first.answers['/api/will'])).toContain('Alice Mine');
      expect(page, path).not.toContain('Bob Theirs');
    }
    // The screen's own stylesheet is linked, so the page is drawn in it from the first paint.
    expect(await (await t.request('/will/dashboard', { cookie: mine })).text()).toMatch(/<link rel="stylesheet" crossorigin href="\/build\/assets\/dashboard-screen-[\w-]+\.css">/);
    // The fields are filled with the user's answers in the HTML itself.
    expect(await (await t.request('/will/yourself', { cookie: mine })).text()).toMatch(/value="Alice Mine"/);
    // And the other user gets their own.
    const other = await (await t.request('/will/yourself', { cookie: theirs })).text();
    expect(other).toMatch(/value="Bob Theirs"/);
    expect(other).not.toContain('Alice Mine');
    // Eleven pages drawn: on a busy shared machine that takes longer than a unit test's default.
  }, 60_000);

  it('embeds the answers so no text of the will can end the data block or run as a script', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request('/api/will', { method: 'POST', cookie, json: { ...completePayload(), revision: 0 } })).status).toBe(200);
    // Written by hand (the save's rules would refuse it): a name that would end a script element, were it not escaped.
    const id = await userIdOf(t, cookie);
    const row = await t.db.selectFrom('will_revision').select(['document', 'revision']).where('user_id', '=', id).orderBy('revision', 'desc').executeTakeFirstOrThrow();
    const will = JSON.parse(row.document) as { userInfo: Record<string, unknown> };
    will.userInfo.fullName = '</script><script>alert(1)</script><!--';
    await t.db.updateTable('will_revision').set({ document: JSON.stringify(will) }).where('user_id', '=', id).where('revision', '=', row.revision).execute();
    const page = await (await t.request('/will/yourself', { cookie })).text();
    expect(page).not.toContain('<script>alert(1)');
    expect(JSON.stringify(firstAnswersOf(page).answers['/api/will'])).toContain('</script><script>alert(1)</script><!--');
  });

  it('sends the shell as before to a visitor signed out, or with a session that has ended', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=not-a-session']) {
      const response = await t.request('/will/dashboard', cookie ? { cookie } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const page = await response.text();
      expect(page).toContain(EMPTY_ROOT);
      expect(page).not.toContain('first-answers');
    }
  });

  it('sends the shell, never a 5xx, for a page it does not draw or a will it cannot draw', async () => {
    const { cookie } = await t.signUp();
    // Not a step: the app's own page-not-found, drawn in the browser.
    for (const path of ['/will/no-such-step', '/will/family/no-such', '/will/start/children']) {
      const response = await t.request(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(EMPTY_ROOT);
    }
    // A stored will the screens cannot read (written by hand): the page still answers.
    const saved = await t.request('/api/will', { method: 'POST', cookie, json: { ...completePayload(), revision: 0 } });
    expect(saved.status).toBe(200);
    const id = await userIdOf(t, cookie);
    const written = await t.db.updateTable('will_revision').set({ document: JSON.stringify({ schemaVersion: 2, userInfo: 'not an object', passedSteps: 'none', assets: 7 }) }).where('user_id', '=', id).executeTakeFirst();
    expect(Number(written.numUpdatedRows)).toBeGreaterThan(0);
    for (const path of ['/will/dashboard', '/will/yourself', '/will/estate/split', '/will/checkout']) {
      const response = await t.request(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(/<div id="root">/);
    }
  });
});
