import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './axe';
import { sharedBrowser } from './app-under-test';
import { serveStorybook } from './storybook-server';

/**
 * The questionnaire pages of the built Storybook (storybook-static, made by `npm run build-storybook` before the
 * tests): the flow maps, the step-file index and the design tokens draw, link each step to its story, and are axe clean at both widths.
 */
let storybook: Awaited<ReturnType<typeof serveStorybook>>;
let base: string;
let browser: Browser;

beforeAll(async () => {
  storybook = await serveStorybook();
  base = storybook.base;
  browser = await sharedBrowser();
});

afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

const pages = [
  ['the estate flow map', 'questionnaire-flow-maps--estate', 'Step 5: Estate'],
  ['the onboarding flow map', 'questionnaire-flow-maps--onboarding', 'Onboarding (before signing up)'],
  ['the step-file index', 'questionnaire-step-files--all-step-files', 'Every step file'],
  ['the design tokens page', 'design-tokens--all-tokens', 'Design tokens'],
] as const;

describe('Storybook questionnaire pages', () => {
  it.each(pages)('%s draws and is axe clean at 1280 and 375 px', async (_name, id, heading) => {
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await axeViolations(page), `${id} at ${width}px`).toEqual([]);
      await page.close();
    }
  });

  it('a step on a flow map opens that step’s story', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/iframe.html?id=questionnaire-flow-maps--estate&viewMode=story`);
    const link = page.getByRole('link', { name: 'Your estate', exact: true });
    expect(await link.getAttribute('href')).toBe('./index.html?path=/story/steps-estate-intro--empty');
    await page.goto(new URL((await link.getAttribute('href'))!, `${base}/iframe.html`).href);
    await page.frameLocator('#storybook-preview-iframe').getByRole('heading', { level: 1, name: 'Your estate' }).waitFor({ timeout: 120_000 });
    await page.close();
  });
});
