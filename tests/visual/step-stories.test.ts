import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { serveStorybook } from '../e2e/storybook-server';
import { comparePng } from './compare-png';
import { openStorybookPage, showStory } from './show-story';
import { axeViolations, SHELL_RULES } from '../e2e/axe';

/**
 * Visual regression and accessibility: every step story of the built Storybook (storybook-static, built by `npm test` before the tests),
 * screenshot in Chromium at 1280 and 375 px and compared with its committed baseline in tests/visual/baselines, with a
 * small tolerance (compare-png.ts), and checked with axe (WCAG 2.2 AA) with nothing wider than the page, so drift in spacing, type or control sizes fails as an image diff. A failure
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
    page = await openStorybookPage(browser, storybook.base, stepStories[0]!, width);
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

  it.each(stepStories)('%s looks as its baseline and is axe clean', async (id) => {
    await showStory(page, id, { step: true });
    const actual = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    // Accessibility is checked here, once per step story and width, not in the e2e walks (tests/e2e/README.md).
    expect(await axeViolations(page, { off: SHELL_RULES }), `axe on ${id} at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${id} scrolls sideways at ${width} px`).toBe(0);
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
