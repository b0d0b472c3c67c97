import type { Browser, Page } from 'playwright-core';

/**
 * A page of the built Storybook's iframe at `width` px, on the story `firstId`, ready to switch stories (showStory);
 * `globals` sets the toolbars for every story shown in it (`language:cy;marks:off`).
 */
export async function openStorybookPage(browser: Browser, base: string, firstId: string, width: number, globals?: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(`${base}/iframe.html?id=${firstId}&viewMode=story${globals ? `&globals=${globals}` : ''}`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  return page;
}

/**
 * Shows a story in the open Storybook page (Storybook's setCurrentStory, without loading the page again) and resolves
 * once it has rendered (its play function included), and with `step` once its step has loaded; then the fonts.
 */
export async function showStory(page: Page, storyId: string, { step = false } = {}) {
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
  if (step) await page.waitForFunction(() => document.querySelector('#storybook-root h1') && !document.querySelector('#storybook-root .loading'), undefined, { timeout: 30_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

