import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { checkAtBothWidths, DESKTOP, newVisitor, signUpThroughApi } from './visitor';
import welcome from '../../schemas/steps/onboarding-welcome.json';
import relationship from '../../schemas/steps/onboarding-relationship.json';
import registerStep from '../../schemas/steps/register.json';
import signIn from '../../schemas/steps/sign-in.json';
import forgotPassword from '../../schemas/steps/forgot-password.json';
import privacy from '../../schemas/copy/privacy.json';
import { englishLeft, READ_PAGE_TEXTS, translatedEnglish } from './english-left';
import { visibleShifts, watchedOf, watchHydration } from './hydration-watch';

const app = appUnderTest();

/** The pages a visitor sees before signing in, each with its heading and what it asks (a field, a button). */
const PAGES = [
  { path: '/will/start/welcome', heading: welcome.title, asks: (page: Page) => page.getByRole('button', { name: welcome.actions.primary.label }) },
  { path: '/will/start/relationship', heading: relationship.title, asks: (page: Page) => page.getByRole('radio', { name: 'Yes' }) },
  { path: '/will/register', heading: registerStep.title, asks: (page: Page) => page.getByLabel(registerStep.schema.properties.email.title) },
  { path: '/will/sign-in', heading: signIn.title, asks: (page: Page) => page.getByLabel(signIn.schema.properties.password.title, { exact: true }) },
  { path: '/will/forgot-password', heading: forgotPassword.title, asks: (page: Page) => page.getByLabel(forgotPassword.schema.properties.email.title) },
  { path: '/will/privacy', heading: privacy.title, asks: (page: Page) => page.getByRole('heading', { level: 2, name: privacy.sections[0]!.heading }) },
];

/** Every console message of a page (not only errors: React reports a hydration mismatch as a warning or an error). */
function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    // A signed-out visitor's session check answers 401 by design.
    if (['error', 'warning'].includes(message.type()) && !/status of 401/.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** The Welsh layers' chunk (web/i18n/welsh-layers.ts) each time the page asks for it. */
function welshLayersOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/welsh-layers-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

describe('public pages arrive prerendered and hydrate', () => {
  it('sends each page as HTML with its heading, compressed, under the page headers', async () => {
    for (const { path, heading } of PAGES) {
      const response = await fetch(`${app.server.baseUrl}${path}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      const html = await response.text();
      expect(html, path).toContain(`>${heading.replace(/'/g, '&#x27;')}</h1>`);
    }
    // A page that is not prerendered still gets the app.
    const other = await (await fetch(`${app.server.baseUrl}/will/start/children`)).text();
    expect(other).toContain('<div id="root"></div>');
  });

  it('shows each page with JavaScript off: its heading and its question', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    for (const { path, heading, asks } of PAGES) {
      await page.goto(`${app.server.baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading, exact: true }).count(), { message: path }).toBe(1);
      expect(await asks(page).count(), path).toBe(1);
      expect(await page.locator('.loading').count(), `${path} draws no spinner`).toBe(0);
    }
    // Until the page hydrates its fields take no typing (it would be lost when the form takes over).
    await page.goto(`${app.server.baseUrl}/will/register`);
    expect(await page.getByLabel('Your name').getAttribute('readonly')).not.toBeNull();
    // and their main button submits nothing (natively, it would reload the page).
    expect(await page.getByRole('button', { name: 'Create account' }).getAttribute('type')).toBe('button');
    await page.goto(`${app.server.baseUrl}/will/start/welcome`);
    expect(await page.locator('.step__actions button.button').first().getAttribute('type')).toBe('button');
    await context.close();
  });

  it('hydrates each page in Chromium: nothing in the console, no element drawn again, no spinner, no layout shift', async () => {
    for (const { path, heading, asks } of PAGES) {
      const { page, close } = await newVisitor(app.browser, { width: 375, height: 812 });
      const messages = consoleOf(page);
      const welsh = welshLayersOf(page);
      await watchHydration(page);
      await page.goto(`${app.server.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await asks(page).waitFor();
      expect(await page.locator('.loading').count(), `${path} draws no spinner`).toBe(0);
      expect(messages, `${path}'s console`).toEqual([]);
      expect(welsh, `${path} in English loads no Welsh`).toEqual([]);
      const { shifts, removed } = await watchedOf(page);
      expect(removed, `${path}'s prerendered elements are kept`).toEqual([]);
      expect(visibleShifts(shifts), `${path}'s layout shifts`).toEqual([]);
      await close();
    }
  });

  it('hydrates each page in Welsh once the Welsh layers are in, preloaded with the page: nothing in the console, nothing drawn again', async () => {
    const catalogue = translatedEnglish(process.cwd());
    for (const { path, heading } of PAGES) {
      const { page, close } = await newVisitor(app.browser, { width: 375, height: 812 });
      const messages = consoleOf(page);
      const welsh = welshLayersOf(page);
      await watchHydration(page);
      const response = await page.goto(`${app.server.baseUrl}${path}?lang=cy`);
      expect(await response?.text(), `${path} preloads the Welsh layers`).toMatch(/<link rel="modulepreload" crossorigin href="\/build\/assets\/welsh-layers-[\w-]+\.js">/);
      await page.waitForLoadState('networkidle');
      // React has taken the page over (its props are on the heading), drawn from the same texts as the HTML.
      await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactProps')));
      expect(await page.locator('html').getAttribute('lang')).toBe('cy');
      expect(await page.locator('h1').first().textContent(), `${path}'s heading`).not.toBe(heading);
      expect(englishLeft((await page.evaluate(READ_PAGE_TEXTS)) as string[], catalogue), `English left on ${path}`).toEqual([]);
      expect(welsh, `${path} loads the Welsh layers once`).toHaveLength(1);
      expect(messages, `${path}'s console`).toEqual([]);
      const { shifts, removed } = await watchedOf(page);
      expect(removed, `${path}'s prerendered elements are kept`).toEqual([]);
      expect(visibleShifts(shifts), `${path}'s layout shifts`).toEqual([]);
      await close();
    }
  });

  it('each page, hydrated, is axe clean at 1280 and 375 px with its <title> and nothing wider than a phone', async () => {
    // The accessibility check of the prerendered pages, once each (the walks that pass through them do not repeat it).
    for (const { path, heading } of PAGES) {
      const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
      await page.goto(`${app.server.baseUrl}${path}`);
      await checkAtBothWidths(page, `prerendered${path.replace(/\//g, '-')}`, heading);
      expect(problems, path).toEqual([]);
      await close();
    }
  });

  it("lands on /will/start with the welcome page's HTML, which hydrates at the welcome address keeping the marker", async () => {
    const response = await fetch(`${app.server.baseUrl}/will/start?flow=employer`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${welcome.title.replace(/'/g, '&#x27;')}</h1>`);
    expect(html).not.toContain('<div id="root"></div>');

    const { page, close } = await newVisitor(app.browser, { width: 375, height: 812 });
    const messages = consoleOf(page);
    await watchHydration(page);
    await page.goto(`${app.server.baseUrl}/will/start?flow=employer`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/will/start/welcome?flow=employer');
    await page.getByRole('button', { name: welcome.actions.primary.label }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('willWriter.flowMarkers') ?? '{}'))).toMatchObject({ employerFlow: true });
    expect(messages).toEqual([]);
    const { removed } = await watchedOf(page);
    expect(removed, 'the prerendered welcome page is kept').toEqual([]);
    await close();
  });

  it('answers the hydrated first question and moves on; the answer is shown when the visitor comes back', async () => {
    const { page, problems, close } = await newVisitor(app.browser);
    const messages = consoleOf(page);
    await page.goto(`${app.server.baseUrl}/will/start/relationship`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: relationship.actions.primary.label }).click();
    await page.waitForURL(/\/will\/start\/children$/);
    await page.goto(`${app.server.baseUrl}/will/start/relationship`);
    // Prerendered with nothing chosen; once hydrated, the visitor's own answer (kept in this browser) is drawn.
    await expect.poll(() => page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    expect([...problems, ...messages]).toEqual([]);
    await close();
  });

  it('sends a signed-in user from the prerendered register page to My Will', async () => {
    const { page, problems, close } = await newVisitor(app.browser);
    await signUpThroughApi(page, app.server.baseUrl);
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${app.server.baseUrl}/will/register`);
    await page.waitForURL(/\/will\/dashboard$/);
    expect(problems).toEqual([]);
    await close();
  });
});
