/**
 * The whole journey in Welsh on a phone (375 px): the welcome page reached with `?lang=cy`, the onboarding
 * questions, registering, the dashboard and the will's pages, paying, and the will delivered by the legal team (whose
 * console is English). On every screen: `<html lang="cy">`, axe clean, nothing wider than the phone, and no text
 * that is an English content text the translators have given Welsh for (./english-left.ts, over the real layers in
 * schemas/cy/: a text with no Welsh yet may still be English).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { axeViolations } from './axe';
import { englishLeft, READ_PAGE_TEXTS, translatedEnglish } from './english-left';
import { DESKTOP, newVisitor, payForCompleteWill, PHONE, signedInReviewerPage } from './visitor';

const app = appUnderTest();
const catalogue = translatedEnglish(process.cwd());

/** The step's main button, once the page has hydrated (a prerendered page's is a plain button until then). */
async function mainButton(page: Page) {
  const button = page.locator('.step__actions button').first();
  await expect.poll(() => button.getAttribute('type'), { timeout: 30_000 }).toBe('submit');
  return button;
}

/** Everything a Welsh screen must be, checked once it has settled. */
async function inWelsh(page: Page, name: string) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.loading').count()).toBe(0);
  expect(await page.locator('html').getAttribute('lang'), `<html lang> on ${page.url()}`).toBe('cy');
  expect(englishLeft((await page.evaluate(READ_PAGE_TEXTS)) as string[], catalogue), `English left on ${page.url()}`).toEqual([]);
  // The switch offers English, in English.
  const english = page.locator('.language-switch a');
  expect(await english.getAttribute('lang')).toBe('en');
  expect(await english.getAttribute('hreflang')).toBe('en');
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} scrolls sideways at 375 px`).toBe(0);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/welsh-${name}.png`, fullPage: true });
}

/** The legal team delivers the only submission in its (English) console. */
async function deliverInConsole(r: Page) {
  await r.goto(`${app.server.baseUrl}/review`);
  await r.getByRole('link', { name: 'Siân Jones' }).click();
  await r.getByRole('button', { name: 'Deliver the will' }).click();
  await r.getByRole('dialog', { name: 'Deliver this will?' }).getByRole('button', { name: 'Deliver and email' }).click();
  await r.getByText('The will has been delivered.').waitFor();
}

/** The mail the embedded mailer wrote to `to`, as written. */
const mailTo = (to: string) =>
  readdirSync(join(app.server.dataDir, 'outbox'))
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(app.server.dataDir, 'outbox', file), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}\\r?$`, 'mi').test(eml));

describe('the journey in Welsh', () => {
  it('from the welcome page to the delivered will, with no English left that has Welsh', async () => {
    const writer = await newVisitor(app.browser, PHONE);
    const w = writer.page;
    await w.goto(`${app.server.baseUrl}/will/start?lang=cy`);
    await w.waitForURL(/\/will\/start\/welcome/);
    // The prerendered Welsh page names its English twin.
    expect(await w.locator('link[rel=alternate][hreflang=en]').getAttribute('href')).toBe('/will/start/welcome?lang=en');
    expect(await w.locator('link[rel=alternate][hreflang=x-default]').count()).toBe(1);
    await inWelsh(w, 'welcome');
    await (await mainButton(w)).click();

    // The onboarding questions, each answered with its first option, until the register page.
    for (let question = 1; !/\/will\/register/.test(w.url()); question++) {
      expect(question, 'the onboarding ends at register').toBeLessThan(15);
      const at = w.url();
      await inWelsh(w, `onboarding-${question}`);
      const radios = w.getByRole('radio');
      if (await radios.count()) await radios.first().check();
      await (await mainButton(w)).click();
      await w.waitForURL((url) => url.href !== at);
    }

    await inWelsh(w, 'register');
    const email = `sian.jones.${Date.now()}@example.com`;
    await w.locator('input[autocomplete="name"]').fill('Siân Jones');
    await w.locator('input[autocomplete="email"]').fill(email);
    await w.locator('input[autocomplete="new-password"]').fill('a long enough password');
    await (await mainButton(w)).click();
    await w.waitForURL((url) => !/\/will\/register/.test(url.pathname));
    await inWelsh(w, 'after-register');

    await payForCompleteWill(w, app.server, email);
    for (const [path, name] of [['/will/dashboard', 'dashboard'], ['/will/yourself', 'about-you'], ['/will/preview', 'preview'], ['/will/account', 'account'], ['/will/privacy', 'privacy']]) {
      await w.goto(`${app.server.baseUrl}${path!}`);
      await inWelsh(w, name!);
    }

    const reviewer = await newVisitor(app.browser, DESKTOP);
    await reviewer.page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReviewerPage(reviewer.page, app.server);
    await deliverInConsole(reviewer.page);
    await reviewer.close();

    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    await inWelsh(w, 'delivered');
    // The mail to the account is in its language, whoever sent it.
    await expect.poll(() => mailTo(email).length).toBeGreaterThan(1);
    for (const eml of mailTo(email)) expect(eml).toMatch(/<html lang=(3D)?"cy">/);
    expect(writer.problems).toEqual([]);
    await writer.close();
  });
});
