import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// Fixture layers (the translators write the real ones under schemas/cy/): a Welsh reset email and a Welsh error.
vi.mock('../../schemas/copy/account-emails.json', async (importOriginal) => {
  const { default: english } = await importOriginal<{ default: { resetPassword: { subject: string; text: string } } }>();
  const { localisedContent } = await import('../../engine/i18n/localised-content');
  const { fingerprint } = await import('../../engine/i18n/translation-layer');
  const layer = {
    '/resetPassword/subject': { text: 'Ailosod eich cyfrinair Will Writer', source: fingerprint(english.resetPassword.subject) },
    '/resetPassword/text': { text: 'Helo {name},\n\nDilynwch y ddolen hon i ddewis cyfrinair newydd:\n{url}', source: fingerprint(english.resetPassword.text) },
  };
  return { default: localisedContent(english, { cy: layer }) };
});
vi.mock('../../schemas/copy/api-errors.json', async (importOriginal) => {
  const { default: english } = await importOriginal<{ default: { signInNeeded: string } }>();
  const { localisedContent } = await import('../../engine/i18n/localised-content');
  const { fingerprint } = await import('../../engine/i18n/translation-layer');
  return { default: localisedContent(english, { cy: { '/signInNeeded': { text: 'Mewngofnodwch, os gwelwch yn dda.', source: fingerprint(english.signInNeeded) } } }) };
});

const WORK_AFTER_ANSWER = { timeout: 15_000 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(join(t.dir, 'web'), { recursive: true });
  writeFileSync(join(t.dir, 'web', 'index.html'), '<!doctype html><html lang="en-GB"><head><title>Will Writer</title><meta name="description" content="Write your will online."></head><body><div id="root"></div></body></html>');
  mkdirSync(join(t.dir, 'web', '.vite'), { recursive: true });
  const manifest = { 'main.tsx': { file: 'assets/main-1.js', isEntry: true }, 'i18n/welsh-layers.ts': { file: 'assets/welsh-layers-1.js', imports: ['_overlay-1.js'] }, '_overlay-1.js': { file: 'assets/overlay-1.js' } };
  writeFileSync(join(t.dir, 'web', '.vite', 'manifest.json'), JSON.stringify(manifest));
});
afterAll(() => t.close());

const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
const languageRow = (userId: string) => t.db.selectFrom('account_language').select('language').where('user_id', '=', userId).executeTakeFirst();
const userIdOf = async (email: string) => String((await t.db.selectFrom('user' as never).select('id' as never).where('email' as never, '=', email as never).executeTakeFirstOrThrow() as { id: number }).id);

describe('the reader’s language', () => {
  it('?lang=cy on a page answers in Welsh and remembers it in a cookie; the cookie then chooses', async () => {
    const page = await t.request('/will/sign-in?lang=cy');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="cy"');
    expect(cookieOf(page, 'lang')).toMatch(/^lang=cy;.*Path=\//);
    expect(page.headers.get('content-language')).toBe('cy');
    const next = await t.request('/will/register', { cookie: 'lang=cy' });
    expect(await next.text()).toContain('<html lang="cy"');
    const english = await t.request('/will/register?lang=en', { cookie: 'lang=cy' });
    expect(await english.text()).toContain('<html lang="en-GB"');
    expect(cookieOf(english, 'lang')).toMatch(/^lang=en;/);
  });

  it('has a Welsh page the app draws in the browser fetch its Welsh layers beside the entry; an English page never asks for them', async () => {
    const welsh = await (await t.request('/will/start/partner', { cookie: 'lang=cy' })).text();
    expect(welsh).toContain('<link rel="modulepreload" crossorigin href="/build/assets/welsh-layers-1.js">');
    expect(welsh).toContain('<link rel="modulepreload" crossorigin href="/build/assets/overlay-1.js">');
    expect(await (await t.request('/will/start/partner')).text()).not.toContain('welsh-layers');
  });

  it('answers API errors in the request’s language', async () => {
    const welsh = await t.request('/api/will', { cookie: 'lang=cy' });
    expect(welsh.status).toBe(401);
    expect((await welsh.json()).message).toBe('Mewngofnodwch, os gwelwch yn dda.');
    expect((await (await t.request('/api/will')).json()).message).toBe('Please sign in.');
  });

  it('stores a visitor’s choice on the account at registration, and sets the cookie from the account at sign-in', async () => {
    const email = 'cymraes@example.com';
    const signUp = await t.request('/api/auth/sign-up/email', { method: 'POST', cookie: 'lang=cy', json: { name: 'Siân Jones', email, password: 'a long password' } });
    expect(signUp.status).toBe(200);
    expect((await languageRow(await userIdOf(email)))?.language).toBe('cy');
    // On another browser, which says English: the account's language wins.
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', cookie: 'lang=en', json: { email, password: 'a long password' } });
    expect(signIn.status).toBe(200);
    expect(cookieOf(signIn, 'lang')).toMatch(/^lang=cy;/);
  });

  it('sends the reset email in the account’s language, whatever the asking browser reads', async () => {
    const { cookie, email } = await t.signUp('resetcy@example.com', 'Rhys Reset');
    const chosen = await t.request('/api/language', { method: 'PUT', cookie, json: { language: 'cy' } });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ language: 'cy' });
    expect(cookieOf(chosen, 'lang')).toMatch(/^lang=cy;/);
    expect((await languageRow(await userIdOf(email)))?.language).toBe('cy');
    // Asked for from a browser reading English, signed out.
    expect((await t.request('/api/auth/request-password-reset', { method: 'POST', cookie: 'lang=en', ip: '10.9.0.1', json: { email } })).status).toBe(200);
    const mail = await vi.waitFor(() => {
      const sent = t.mailbox.find((m) => m.to === email && m.subject.includes('cyfrinair'));
      if (!sent) throw new Error('no reset email yet');
      return sent;
    }, WORK_AFTER_ANSWER);
    expect(mail.subject).toBe('Ailosod eich cyfrinair Will Writer');
    expect(mail.text).toContain('Helo Rhys Reset,');
    expect(mail.html).toContain('<html lang="cy">');
  });

  it('refuses a language it does not offer with a clear 400, changing nothing', async () => {
    const { cookie, email } = await t.signUp('bad@example.com', 'Bea Bad');
    for (const body of [{ language: 'fr' }, { language: ['cy'] }, {}, { language: 'CY' }]) {
      const answer = await t.request('/api/language', { method: 'PUT', cookie, json: body });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ type: 'bad_request', message: 'Choose English or Welsh (language "en" or "cy").' });
      expect(cookieOf(answer, 'lang')).toBeUndefined();
    }
    expect((await languageRow(await userIdOf(email)))?.language).toBe('en');
  });

  it('stores ?lang on the account of a signed-in reader', async () => {
    const { cookie, email } = await t.signUp('linkcy@example.com', 'Llew Link');
    await t.request('/will/dashboard?lang=cy', { cookie });
    expect((await languageRow(await userIdOf(email)))?.language).toBe('cy');
  });
});
