import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { serveStorybook } from '../e2e/storybook-server';
import { comparePng } from './compare-png';

/**
 * Visual regression: every step story of the built Storybook (storybook-static, built by `npm test` before the tests),
 * screenshot in Chromium at 1280 and 375 px and compared with its committed baseline in tests/visual/baselines, with a
 * small tolerance (compare-png.ts), so drift in spacing, type or control sizes fails as an image diff. A failure
 * writes the new screenshot and the diff to test-results/visual/. After an intended change, `npm run
 * test:visual:update` (UPDATE_BASELINES=1) writes new baselines: look at them before committing.
 *
 * Deterministic: the app's text face is self-hosted (tokens.css), the stories use a fixed today, animations and the
 * caret are off, and the screenshot waits for the fonts. One browser, one page per width; a story is switched in the
 * page (Storybook's setCurrentStory) rather than loaded anew.
 */
const BASELINES = join(import.meta.dirname, 'baselines');
const RESULTS = 'test-results/visual';
const UPDATE = process.env.UPDATE_BASELINES === '1';
const WIDTHS = [1280, 375] as const;

type StoryIndex = { entries: Record<string, { id: string; type: string }> };
const stepStories = existsSync('storybook-static/index.json')
  ? Object.values((JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex).entries)
      .filter((entry) => entry.type === 'story' && entry.id.startsWith('steps-'))
      .map((entry) => entry.id)
  : [];
const baselineName = (id: string, width: number) => `${id}-${width}.png`;

let storybook: Awaited<ReturnType<typeof serveStorybook>>;
let browser: Browser;

beforeAll(async () => {
  storybook = await serveStorybook();
  browser = await launchChromium();
  mkdirSync(BASELINES, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

/** Shows a story in the open Storybook page and resolves once it has rendered (its play function included) and its step has loaded. */
async function showStory(page: Page, storyId: string) {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        type Channel = { on: (e: string, f: (x: unknown) => void) => void; off: (e: string, f: (x: unknown) => void) => void; emit: (e: string, x: unknown) => void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const rendered = (x: unknown) => {
          if (x !== id && (x as { storyId?: string } | null)?.storyId !== id) return;
          channel.off('storyRendered', rendered);
          channel.off('storyErrored', errored);
          resolve();
        };
        const errored = (x: unknown) => reject(new Error(`${id} failed to render: ${JSON.stringify(x)}`));
        channel.on('storyRendered', rendered);
        channel.on('storyErrored', errored);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  // A step story renders its frame first and its step once the step file's chunk has loaded: wait for the step.
  await page.waitForFunction(() => document.querySelector('#storybook-root h1') && !document.querySelector('#storybook-root .loading'), undefined, { timeout: 30_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

it('finds the step stories in the built Storybook', () => {
  expect(stepStories.length).toBeGreaterThan(100);
});

it('keeps a baseline only for stories that exist', () => {
  const expected = new Set(stepStories.flatMap((id) => WIDTHS.map((w) => baselineName(id, w))));
  const stale = readdirSync(BASELINES).filter((file) => file.endsWith('.png') && !expected.has(file));
  expect(stale, 'baselines of stories that are gone: delete them').toEqual([]);
});

describe.each(WIDTHS)('every step story at %i px', (width) => {
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await page.goto(`${storybook.base}/iframe.html?id=${stepStories[0]}&viewMode=story`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    // Where the focus is when the picture is taken depends on timing (a modal focuses its close button, then its first
    // field, as its parts load), so no focus ring is drawn: the ring is one token (tokens.css), checked there.
    await page.addStyleTag({
      content:
        '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; } *:focus, *:focus-visible { outline: none !important; box-shadow: none !important; }',
    });
  });

  afterAll(async () => {
    await page?.close();
  });

  it.each(stepStories)('%s looks as its baseline', async (id) => {
    await showStory(page, id);
    const actual = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const file = join(BASELINES, baselineName(id, width));
    if (UPDATE) {
      writeFileSync(file, actual);
      return;
    }
    expect(existsSync(file), `no baseline ${file}: run npm run test:visual:update and look at it`).toBe(true);
    const result = comparePng(readFileSync(file), actual);
    if (!result.ok) {
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(join(RESULTS, baselineName(id, width).replace(/\.png$/, '-actual.png')), actual);
      if (result.diff) writeFileSync(join(RESULTS, baselineName(id, width).replace(/\.png$/, '-diff.png')), result.diff);
    }
    expect(result.ok ? 'matches' : `${result.reason} (see ${RESULTS})`).toBe('matches');
  });
});
