import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Browser } from 'playwright-core';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

/**
 * The questionnaire pages of the built Storybook (storybook-static, made by `npm run build-storybook` before the
 * tests): the flow maps and the step-file index draw, link each step to its story, and are axe clean at both widths.
 */
let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync('storybook-static/iframe.html')) throw new Error('Run `npm run build-storybook` first');
  const app = new Hono().use('/*', serveStatic({ root: './storybook-static' }));
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer }, () => resolve(s as Server));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const pages = [
  ['the estate flow map', 'questionnaire-flow-maps--estate', 'Step 5: Estate'],
  ['the onboarding flow map', 'questionnaire-flow-maps--onboarding', 'Onboarding (before signing up)'],
  ['the step-file index', 'questionnaire-step-files--all-step-files', 'Every step file'],
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
