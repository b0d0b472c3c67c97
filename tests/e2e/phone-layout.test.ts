import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { signedInWillAt } from './will-at';
import { newVisitor, clickMainButton } from './visitor';

const app = appUnderTest();

/** The narrowest phone a page must fit (Lighthouse's and WCAG 1.4.10's reflow width). */
const NARROW = { width: 320, height: 640 };

/** Collects layout shifts (not those within 500 ms of the user's input, as CLS counts them) from the page's start. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName)));
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);

/** Waits for the screen with this heading to settle (no spinner, no request in flight). */
async function settled(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.loading').count()).toBe(0);
}

/** What a phone user would hit: a page wider than the screen, or text smaller than 12 px (Lighthouse's legible size). */
function phoneProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !element.checkVisibility()) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) problems.push(`"${node.textContent.trim().slice(0, 40)}" is ${size} px`);
    }
    const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '';
    if (/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\.0)?\b/.test(viewport)) problems.push(`zoom is disabled: ${viewport}`);
    return problems;
  });
}

/**
 * The header at this width: its links and buttons on one line, each a touch target tall, the language switch one
 * wide and named by the other language's name first (in that language), whatever its short visible label.
 */
async function expectHeaderOnOneLine(page: Page, items: number, other: { lang: 'cy' | 'en'; name: string }) {
  const header = await page.locator('.app-header').evaluate((element) => {
    const boxes = [...element.querySelectorAll('a, button')].map((item) => item.getBoundingClientRect());
    const middles = boxes.map((box) => box.top + box.height / 2);
    const switchBox = element.querySelector('.language-switch a')!.getBoundingClientRect();
    return {
      items: boxes.length,
      oneLine: middles.every((middle) => Math.abs(middle - middles[0]!) < 4),
      height: element.getBoundingClientRect().height,
      touchTall: boxes.every((box) => box.height >= 44),
      switchWide: switchBox.width >= 44,
    };
  });
  expect(header, `the header on ${page.url()}`).toEqual({ items, oneLine: true, height: 68, touchTall: true, switchWide: true });
  const languageSwitch = page.getByRole('navigation', { name: other.lang === 'cy' ? 'Language' : 'Iaith' }).getByRole('link', { name: new RegExp(`^${other.name}\\b`) });
  expect(await languageSwitch.getAttribute('lang')).toBe(other.lang);
  expect(await languageSwitch.getAttribute('hreflang')).toBe(other.lang);
}

describe('on a 320 px phone', () => {
  it('the onboarding questions fit, read without zoom, and nothing moves as the page, its header and its messages appear', async () => {
    const { page, problems, close } = await newVisitor(app.browser, NARROW);
    await watchLayoutShifts(page);
    await page.goto(`${app.server.baseUrl}/will/start`);
    await settled(page, 'Write your will online');
    expect(await phoneProblems(page)).toEqual([]);
    // The header: the app's name, the language switch and Sign in, in both languages (Welsh's Sign in is longer).
    await expectHeaderOnOneLine(page, 3, { lang: 'cy', name: 'Cymraeg' });
    await page.goto(`${app.server.baseUrl}/will/start?lang=cy`);
    await settled(page, 'Ysgrifennwch eich ewyllys ar-lein');
    await expectHeaderOnOneLine(page, 3, { lang: 'en', name: 'English' });
    expect(await phoneProblems(page)).toEqual([]);
    await page.goto(`${app.server.baseUrl}/will/start?lang=en`);
    await settled(page, 'Write your will online');
    await clickMainButton(page, 'Start');
    await settled(page, 'Do you have a partner?');
    expect(await phoneProblems(page)).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("a returning user's dashboard and step draw with no layout shift, and the saved message moves nothing", async () => {
    const { page, problems, close } = await newVisitor(app.browser, NARROW);
    // About You answered, but no step passed yet.
    await signedInWillAt(page, app.server.baseUrl, 'family', { passedSteps: [] });
    await watchLayoutShifts(page);
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await settled(page, 'My Will');
    expect(await phoneProblems(page)).toEqual([]);
    // The header: the app's name, the language switch and both account actions, in English and in Welsh.
    await expectHeaderOnOneLine(page, 4, { lang: 'cy', name: 'Cymraeg' });
    await page.goto(`${app.server.baseUrl}/will/dashboard?lang=cy`);
    await settled(page, 'Fy Ewyllys');
    await expectHeaderOnOneLine(page, 4, { lang: 'en', name: 'English' });
    expect(await phoneProblems(page)).toEqual([]);
    await page.goto(`${app.server.baseUrl}/will/dashboard?lang=en`);
    await settled(page, 'My Will');
    await page.goto(`${app.server.baseUrl}/will/yourself`);
    await settled(page, 'About You');
    expect(await phoneProblems(page)).toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);
    // Where the form sits on the page (not in the viewport: pressing Save scrolls to it).
    const formTop = () => page.locator('form').first().evaluate((form) => form.getBoundingClientRect().top + window.scrollY);
    const before = await formTop();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved Successfully').waitFor();
    expect(await formTop()).toBe(before);
    expect(problems).toEqual([]);
    await close();
  });
});
