import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { clickMainButton, clickWhenHydrated, newVisitor, signUpThroughApi } from './visitor';
import welcome from '../../schemas/steps/onboarding-welcome.json';
import relationship from '../../schemas/steps/onboarding-relationship.json';
import children from '../../schemas/steps/onboarding-children.json';
import aboutYou from '../../schemas/steps/about-you.json';
import dashboard from '../../schemas/copy/dashboard.json';

const app = appUnderTest();

/** A loading spinner (web/ui/loading.tsx), in whatever form: its box, its wheel or its status role. */
const SPINNER = '.loading, .loading__spinner, [role="status"]:has(.loading__spinner)';

/** Records every spinner added to the page, from its start (`watched.spinners`); `since` empties the record. */
async function watchSpinners(page: Page) {
  await page.addInitScript((selector) => {
    const watched = { spinners: [] as string[] };
    (window as unknown as { watched: typeof watched }).watched = watched;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const spinner = node.matches(selector) ? node : node.querySelector(selector);
          if (spinner) watched.spinners.push(`${location.pathname}: ${spinner.outerHTML.slice(0, 80)}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, SPINNER);
}
const spinnersSeen = (page: Page) => page.evaluate(() => (window as unknown as { watched: { spinners: string[] } }).watched.spinners.splice(0));

/**
 * Holds back the built files whose names start with one of `prefixes` (a step's file and validator chunks, the form
 * code) until `release` is called: a slow network, where what the next step needs is not in when the user moves on.
 */
async function holdAssets(page: Page, prefixes: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    if (prefixes.some((prefix) => file.startsWith(`${prefix}-`))) {
      held.push(file);
      await released;
    }
    await route.continue();
  });
  return { release, held };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('moving to the next step shows it whole, with no spinner in between', () => {
  it('onboarding: the page stays until the next question can be drawn, then its heading and field appear together', async () => {
    const { page, problems } = await newVisitor(app.browser);
    await watchSpinners(page);
    const question = await holdAssets(page, ['onboarding-relationship', 'form-kinds', 'form-library']);
    await page.goto(`${app.server.baseUrl}/will/start/welcome`);
    await expect.poll(() => heading(page, welcome.title).count()).toBe(1);
    await spinnersSeen(page);

    // Welcome (texts and a button) to the first question (a form): its file, the form code and its validator held back.
    await clickMainButton(page, welcome.actions.primary.label);
    await expect.poll(() => question.held.length).toBeGreaterThan(0);
    // The welcome page stays on screen, whole, while they load.
    expect(await heading(page, welcome.title).count()).toBe(1);
    expect(await page.locator(SPINNER).count()).toBe(0);
    question.release();
    await expect.poll(() => heading(page, relationship.title).count(), { timeout: 30_000 }).toBe(1);
    // Heading and field come in the same frame: the question is there as soon as the heading is.
    expect(await page.getByRole('radio', { name: 'No' }).count()).toBe(1);
    expect(await spinnersSeen(page)).toEqual([]);

    // A question to the next (its file came with the welcome page's, which loads the files of the steps after it).
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: relationship.actions.primary.label }).click();
    await expect.poll(() => heading(page, children.title).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('radio', { name: 'No' }).count()).toBe(1);
    expect(await spinnersSeen(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('signed in: from My Will to a step, the dashboard stays until the step can be drawn whole', async () => {
    const { page, problems } = await newVisitor(app.browser);
    await signUpThroughApi(page, app.server.baseUrl);
    await watchSpinners(page);
    const step = await holdAssets(page, ['about-you']);
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await expect.poll(() => heading(page, dashboard.title).count(), { timeout: 30_000 }).toBe(1);
    const start = page.locator('#about-you').getByRole('link', { name: /Get Started/ });
    await expect.poll(() => start.count(), { timeout: 30_000 }).toBe(1);
    await spinnersSeen(page);

    await clickWhenHydrated(start);
    await expect.poll(() => step.held.length).toBeGreaterThan(0);
    expect(await heading(page, dashboard.title).count()).toBe(1);
    step.release();
    await expect.poll(() => heading(page, aboutYou.title).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('form input').count()).toBeGreaterThan(0);
    expect(await spinnersSeen(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
