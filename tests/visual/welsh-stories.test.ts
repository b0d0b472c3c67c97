import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { serveStorybook } from '../e2e/storybook-server';
import { openStorybookPage, showStory } from './show-story';

/**
 * Storybook in Welsh (its Language toolbar on Cymraeg), with the translator's marks on and off: every step story and
 * flow map draws, with no error page and no uncaught error, and Translation/Marks (a step whose layer has out-of-date
 * and missing Welsh in its schema, uiSchema and messages) draws its form with both marks. A marked step is not the
 * step its validator was precompiled from, and refusing it is how a marked story once crashed
 * (stories/marked-step-validator.ts). English is drawn by step-stories.test.ts and other-stories-axe.test.ts.
 */
type StoryIndex = { entries: Record<string, { id: string; type: string }> };
const stories = existsSync('storybook-static/index.json')
  ? Object.values((JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex).entries)
      .filter((entry) => entry.type === 'story' && /^(steps-|questionnaire-flow-maps-|translation-marks-)/.test(entry.id))
      .map((entry) => entry.id)
  : [];
const MARKED_STORY = 'translation-marks--marked-step';
const RESULTS = 'test-results/visual';

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

it('finds the step stories, the flow maps and the marked step in the built Storybook', () => {
  expect(stories.filter((id) => id.startsWith('steps-')).length).toBeGreaterThan(100);
  expect(stories.filter((id) => id.startsWith('questionnaire-flow-maps-')).length).toBeGreaterThan(5);
  expect(stories).toContain(MARKED_STORY);
});

/** What goes wrong in the page while a story draws: uncaught errors, console errors, failed loads. */
function watchProblems(page: Page): () => string[] {
  let problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  // A failed load is reported above, with its address.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  return () => {
    const found = problems;
    problems = [];
    return found;
  };
}

/** The story drawn, or the error page a route's error boundary drew instead (React Router's, naming the error). */
async function drawn(page: Page, id: string): Promise<string[]> {
  const step = id.startsWith('steps-') || id === MARKED_STORY;
  // A step story is drawn once its heading is there, or as soon as an error page is.
  const error = () => page.locator('#storybook-root').getByText(/Unexpected Application Error|No precompiled validator/).first();
  await Promise.race([showStory(page, id, { step }), error().waitFor({ timeout: 60_000 }).then(() => undefined)]);
  return (await error().isVisible()) ? [`error page: ${await page.locator('#storybook-root').innerText()}`] : [];
}

describe.each(['on', 'off'])('in Welsh with marks %s', (marks) => {
  let page: Page;
  let problems: () => string[];

  beforeAll(async () => {
    page = await openStorybookPage(browser, storybook.base, stories[0]!, 1280, `language:cy;marks:${marks}`);
    problems = watchProblems(page);
  });

  afterAll(async () => {
    await page?.close();
  });

  it.each(stories)('%s draws', async (id) => {
    problems();
    const found = await drawn(page, id);
    expect(await page.evaluate(() => document.documentElement.lang), 'drawn in Welsh').toBe('cy');
    expect([...found, ...problems()], `${id} in Welsh, marks ${marks}`).toEqual([]);
  });

  it(`draws the marked step's form, its errors and ${marks === 'on' ? 'both marks' : 'no mark'}`, async () => {
    // Drawn afresh (Storybook draws again only a story other than the one shown).
    await drawn(page, stories.find((id) => id !== MARKED_STORY)!);
    await drawn(page, MARKED_STORY);
    const root = page.locator('#storybook-root');
    await expect(root.locator('form input').first().isVisible()).resolves.toBe(true);
    // Its Error state: every required field's message, in the summary, validated against the step as built.
    await expect(root.getByRole('alert').getByRole('link').count()).resolves.toBeGreaterThan(3);
    const marked = (kind: string) => root.locator(`[data-translation="${kind}"]`).count();
    const invisible = await page.evaluate(() => /[\u2063\u2064]/.test(document.querySelector('#storybook-root')?.textContent ?? ''));
    if (marks === 'off') {
      expect(await marked('outdated') + await marked('missing')).toBe(0);
      expect(invisible, 'no marker characters left in the texts').toBe(false);
      return;
    }
    // Out of date: the full name's title (a schema text), its hint (uiSchema) and its message; missing: the intro,
    // the phone hint and message.
    expect(await marked('outdated')).toBeGreaterThanOrEqual(3);
    expect(await marked('missing')).toBeGreaterThanOrEqual(3);
    await expect(root.locator('label[data-translation="outdated"]').count()).resolves.toBeGreaterThan(0);
    mkdirSync(RESULTS, { recursive: true });
    await page.screenshot({ path: `${RESULTS}/${MARKED_STORY}-cy.png`, fullPage: true });
  });
});
