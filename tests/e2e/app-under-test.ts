import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { startAppServer } from './app-server';

export type AppServer = Awaited<ReturnType<typeof startAppServer>>;
type SharedServer = Pick<AppServer, 'baseUrl' | 'dataDir'>;

/** A connection of this file's own to the run's shared Chromium (global-setup.ts): closing it closes its contexts. */
export function sharedBrowser(): Promise<Browser> {
  return chromium.connect(inject('e2e').browserEndpoint);
}

/**
 * The run's shared built server and Chromium (global-setup.ts), for a file whose users are its own: each visitor
 * gets a fresh browser context (newVisitor) and each account a unique email (signUpThroughApi, register), so files
 * running at once never see each other's data. `app.server` and `app.browser` are set before the file's tests run.
 */
export function appUnderTest(): { server: SharedServer; browser: Browser } {
  const app = {} as { server: SharedServer; browser: Browser };
  beforeAll(async () => {
    const { baseUrl, dataDir } = inject('e2e');
    app.server = { baseUrl, dataDir };
    app.browser = await sharedBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
  });
  return app;
}

/**
 * A built server of the file's own (over a fresh data folder, with `env` as its options) and the shared Chromium:
 * for a file that needs server options the shared server does not have, or that reads what every user's actions
 * add up to (the review console's queue and team log).
 */
export function ownAppUnderTest(env: Record<string, string> = {}): { server: AppServer; browser: Browser } {
  const app = {} as { server: AppServer; browser: Browser };
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([startAppServer(env), sharedBrowser()]);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
