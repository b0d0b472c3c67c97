import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { checkAtBothWidths, confirmEmail, DESKTOP, newVisitor, signUpThroughApi, storeCompleteWill } from './visitor';
import aboutYou from '../../schemas/steps/about-you.json';
import marital from '../../schemas/steps/family-marital.json';
import split from '../../schemas/steps/estate-split.json';
import dashboard from '../../schemas/copy/dashboard.json';
import checkout from '../../schemas/copy/checkout.json';
import { englishLeft, READ_PAGE_TEXTS, translatedEnglish } from './english-left';
import { visibleShifts, watchedOf, watchHydration } from './hydration-watch';

const app = appUnderTest();

/** The signed-in pages drawn on the server, each with its heading and an answer of the complete will it shows. */
const PAGES = [
  { path: '/will/dashboard', heading: dashboard.title, shows: (page: Page) => page.locator('.dashboard__cards li').first() },
  { path: '/will/checkout', heading: checkout.title, shows: (page: Page) => page.getByRole('heading', { level: 1, name: checkout.title }) },
  { path: '/will/yourself', heading: aboutYou.title, shows: (page: Page) => page.locator('input[value="Jane Smith"]') },
  { path: '/will/family/marital', heading: marital.title, shows: (page: Page) => page.getByRole('radio', { name: 'Married', exact: true, checked: true }) },
  { path: '/will/estate/split', heading: split.title, shows: (page: Page) => page.getByText('Dogs Trust').first() },
];

/** A browser context signed in as a writer whose will is complete, their address confirmed (checkout needs it). */
async function writerContext(): Promise<{ context: BrowserContext; page: Page; problems: string[]; close: () => Promise<void> }> {
  const visitor = await newVisitor(app.browser, DESKTOP);
  const email = await signUpThroughApi(visitor.page, app.server.baseUrl);
  await storeCompleteWill(visitor.page, app.server.baseUrl);
  confirmEmail(app.server.dataDir, email);
  return { ...visitor, context: visitor.page.context() };
}

/** Every console error or warning of a page (React reports a hydration mismatch as either) and its uncaught errors. */
function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** True once React has taken over the element (its props are attached). */
const hydratedElement = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);

describe('signed-in pages arrive drawn by the server and hydrate', () => {
  it('shows each page with JavaScript off: its heading and the writer’s own answers', async () => {
    const writer = await writerContext();
    const cookies = await writer.context.cookies();
    const context = await app.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    await context.addCookies(cookies);
    const page = await context.newPage();
    for (const { path, heading, shows } of PAGES) {
      await page.goto(`${app.server.baseUrl}${path}`);
      expect(await page.getByRole('heading', { level: 1, name: heading, exact: true }).count(), path).toBe(1);
      expect(await shows(page).count(), `${path} shows the writer's answers`).toBeGreaterThan(0);
      expect(await page.locator('.loading').count(), `${path} draws no spinner`).toBe(0);
    }
    // Its fields take no typing until the page has hydrated (the browser would show it, React would not have it).
    await page.goto(`${app.server.baseUrl}/will/checkout`);
    expect(await page.locator('#coupon-code').getAttribute('readonly')).not.toBeNull();
    await page.goto(`${app.server.baseUrl}/will/yourself`);
    expect(await page.getByLabel(aboutYou.schema.properties.fullName.title).getAttribute('readonly')).not.toBeNull();
    await page.goto(`${app.server.baseUrl}/will/estate/split`);
    expect(await page.locator('.estate-split__inputs input').first().getAttribute('readonly')).not.toBeNull();
    expect(await page.locator('.estate-split__toggle input').isDisabled()).toBe(true);
    await context.close();
    await writer.close();
  });

  it('hydrates each page in Chromium: nothing in the console, no element drawn again, axe clean at 1280 and 375', async () => {
    const writer = await writerContext();
    const messages = consoleOf(writer.page);
    await watchHydration(writer.page, '#root');
    for (const { path, heading, shows } of PAGES) {
      await writer.page.goto(`${app.server.baseUrl}${path}`);
      await writer.page.waitForLoadState('networkidle');
      await shows(writer.page).first().waitFor();
      expect(await writer.page.locator('.loading').count(), `${path} draws no spinner`).toBe(0);
      const { removed, shifts } = await watchedOf(writer.page);
      expect(removed.filter((text) => !text.startsWith('script')), `${path}'s server-drawn elements are kept`).toEqual([]);
      expect(visibleShifts(shifts), `${path}'s layout shifts`).toEqual([]);
      await checkAtBothWidths(writer.page, `signed-in${path.replaceAll('/', '-')}`, heading);
      expect(messages, `${path}'s console`).toEqual([]);
    }
    // Hydrated, the checkout's fields take typing.
    await writer.page.goto(`${app.server.baseUrl}/will/checkout`);
    await writer.page.locator('#coupon-code').fill('FRIEND');
    expect(await writer.page.locator('#coupon-code').inputValue()).toBe('FRIEND');
    await writer.close();
  });

  it('hydrates each page in Welsh once the Welsh layers are in, preloaded with the page: nothing in the console, nothing drawn again', async () => {
    const catalogue = translatedEnglish(process.cwd());
    const writer = await writerContext();
    const messages = consoleOf(writer.page);
    await watchHydration(writer.page, '#root');
    for (const [index, { path, heading }] of PAGES.entries()) {
      // The first asks for Welsh (remembered on the account), the others are in it without asking.
      const response = await writer.page.goto(`${app.server.baseUrl}${path}${index === 0 ? '?lang=cy' : ''}`);
      const html = (await response?.text()) ?? '';
      expect(html, `${path} is drawn on the server`).toContain('id="first-answers"');
      expect(html, `${path} preloads the Welsh layers`).toMatch(/<link rel="modulepreload" crossorigin href="\/build\/assets\/welsh-layers-[\w-]+\.js">/);
      await writer.page.waitForLoadState('networkidle');
      await hydratedElement(writer.page, 'h1');
      expect(await writer.page.locator('html').getAttribute('lang')).toBe('cy');
      expect(await writer.page.locator('h1').first().textContent(), `${path}'s heading`).not.toBe(heading);
      expect(englishLeft((await writer.page.evaluate(READ_PAGE_TEXTS)) as string[], catalogue), `English left on ${path}`).toEqual([]);
      const { removed } = await watchedOf(writer.page);
      expect(removed.filter((text) => !text.startsWith('script')), `${path}'s server-drawn elements are kept`).toEqual([]);
      expect(messages, `${path}'s console`).toEqual([]);
    }
    await writer.close();
  });

  it('takes no typing before the page has hydrated, so nothing typed is lost; then the field is the writer’s', async () => {
    const writer = await writerContext();
    const messages = consoleOf(writer.page);
    // The form's code is held back: the page is up, drawn by the server, and not yet hydrated.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await writer.page.route(/\/build\/assets\/form-kinds-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await writer.page.goto(`${app.server.baseUrl}/will/yourself`, { waitUntil: 'commit' });
    const name = writer.page.getByLabel(aboutYou.schema.properties.fullName.title);
    await name.waitFor();
    expect(await name.inputValue(), 'the name the server drew').toBe('Jane Smith');
    expect(await name.getAttribute('readonly'), 'read-only until hydrated').not.toBeNull();
    await name.press('End');
    await writer.page.keyboard.type(' Early');
    expect(await name.inputValue(), 'nothing typed before hydration').toBe('Jane Smith');
    release();
    await hydratedElement(writer.page, 'input[value="Jane Smith"], #root_fullName');
    await expect.poll(() => name.getAttribute('readonly')).toBeNull();
    await name.fill('Jane Mary Smith');
    // A redraw after hydration (the session and the will are already in: none comes) keeps what was typed.
    await writer.page.waitForLoadState('networkidle');
    expect(await name.inputValue(), 'what was typed once hydrated is kept').toBe('Jane Mary Smith');
    expect(messages, 'the console from the first response to the last redraw').toEqual([]);
    await writer.close();
  });
});
