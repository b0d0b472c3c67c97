import type { Browser, Page } from 'playwright-core';

type Channel = { on: (e: string, f: (x: unknown) => void) => void; off: (e: string, f: (x: unknown) => void) => void; emit: (e: string, x: unknown) => void };
type StorybookWindow = { __STORYBOOK_ADDONS_CHANNEL__: Channel; __lastRenderedStory?: string };

/**
 * A page of the built Storybook's iframe at `width` px, on the story `firstId` once it has rendered, ready to switch
 * stories (showStory); `globals` sets the toolbars for every story shown in it (`language:cy;marks:off`).
 */
export async function openStorybookPage(browser: Browser, base: string, firstId: string, width: number, globals?: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  // The story last rendered, recorded from the moment Storybook creates its channel: Storybook renders a story again
  // only when another is asked for, so showStory must know whether the one it is asked for is already drawn (the
  // first story may finish drawing before anyone is listening).
  await page.addInitScript(() => {
    const win = window as unknown as StorybookWindow;
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (value: Channel) => {
        channel = value;
        value.on('storyRendered', (x) => {
          win.__lastRenderedStory = typeof x === 'string' ? x : (x as { storyId?: string } | null)?.storyId;
        });
      },
    });
  });
  await page.goto(`${base}/iframe.html?id=${firstId}&viewMode=story${globals ? `&globals=${globals}` : ''}`);
  await page.waitForFunction((id) => (window as unknown as StorybookWindow).__lastRenderedStory === id, firstId, { timeout: 60_000 });
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
        const win = window as unknown as StorybookWindow;
        // Already drawn (the page's first story): asking for it again would draw nothing and send no event.
        if (win.__lastRenderedStory === id) return resolve();
        const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
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
