import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startAppServer } from './app-server';

export type AppServer = Awaited<ReturnType<typeof startAppServer>>;

/** The real server (over a fresh data folder) and Debian's Chromium for one test file, started once and stopped after. */
export function appUnderTest(env: Record<string, string> = {}): { server: AppServer; browser: Browser } {
  const app = {} as { server: AppServer; browser: Browser };
  beforeAll(async () => {
    app.server = await startAppServer(env);
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
