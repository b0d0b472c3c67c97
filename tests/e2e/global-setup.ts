import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

/**
 * Server options of the shared server. Every file signs its users up from the same address, so the per-address
 * limits on signing up and in, and on the two-step sign-in calls, are raised here (through the app's own options) for
 * the shared server only: a file that exercises a limit starts its own server with that limit (ownAppUnderTest).
 */
export const SHARED_SERVER_ENV = { AUTH_RATE_LIMIT_MAX: '100000', AUTH_TWO_FACTOR_RATE_LIMIT_MAX: '100000' };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared built server (its address and data folder) and the shared Chromium's WebSocket address. */
    e2e: { baseUrl: string; dataDir: string; browserEndpoint: string };
  }
}

/**
 * Once per run of the e2e project: one built server (dist/server/main.js over a fresh data folder) and one Chromium,
 * shared by every file of every worker; each file opens its own connection and contexts (app-under-test.ts).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/main.js')) throw new Error('Run `npm run build` before the e2e tests');
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const server = await startAppServer(SHARED_SERVER_ENV).catch(async (error: unknown) => {
    await browserServer.close();
    throw error;
  });
  project.provide('e2e', { baseUrl: server.baseUrl, dataDir: server.dataDir, browserEndpoint: browserServer.wsEndpoint() });
  return async () => {
    await browserServer.close();
    await server.stop();
  };
}
