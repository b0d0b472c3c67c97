import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, FRAGMENT_RULES, SHELL_RULES } from '../e2e/axe';
import { launchChromium } from '../e2e/browser';
import { serveStorybook } from '../e2e/storybook-server';
import { openStorybookPage, showStory } from './show-story';

/**
 * Every story of the built Storybook that is not a step's (step-stories.test.ts checks those): the widgets, the flow
 * maps, the step-file index, the design tokens and a step with translation marks (in Welsh, marks and all), axe clean
 * at 1280 and 375 px, a widget no wider than the page. A
 * widget's story shows one part of a screen, so the rules about a whole page's structure are off for it (axe.ts).
 * The step-file index, which draws every step file on one page, is left out: axe over it takes minutes, and each of
 * its step files is checked in its own stories.
 */
type StoryIndex = { entries: Record<string, { id: string; type: string }> };
const otherStories = existsSync('storybook-static/index.json')
  ? Object.values((JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex).entries)
      .filter((entry) => entry.type === 'story' && !entry.id.startsWith('steps-') && entry.id !== 'questionnaire-step-files--all-step-files')
      .map((entry) => entry.id)
  : [];

let storybook: Awaited<ReturnType<typeof serveStorybook>>;
let browser: Browser;

beforeAll(async () => {
  storybook = await serveStorybook();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

it('finds the widget, flow-map and design stories in the built Storybook', () => {
  expect(otherStories.filter((id) => id.startsWith('widgets-')).length).toBeGreaterThan(20);
  expect(otherStories.filter((id) => id.startsWith('questionnaire-flow-maps-')).length).toBeGreaterThan(5);
});

describe.each([1280, 375])('every other story at %i px', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await openStorybookPage(browser, storybook.base, otherStories[0]!, width);
  });
  afterAll(async () => {
    await page?.close();
  });

  it.each(otherStories)('%s is axe clean', async (id) => {
    await showStory(page, id);
    // Translation/Marks draws a step screen, as a step's story does: without the app's shell.
    const off = id.startsWith('widgets-') ? FRAGMENT_RULES : id.startsWith('translation-') ? SHELL_RULES : [];
    expect(await axeViolations(page, { off }), `axe on ${id} at ${width} px`).toEqual([]);
    // The widgets are the app's; the developer pages (the step-file index's wide table) may scroll.
    if (!id.startsWith('widgets-')) return;
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${id} scrolls sideways at ${width} px`).toBe(0);
  });
});
