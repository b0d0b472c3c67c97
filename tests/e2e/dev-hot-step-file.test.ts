import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { startAppServer } from './app-server';
import { readInLanguage } from '../../scripts/read-in-language';
import { sharedBrowser } from './app-under-test';

/**
 * With `npm run dev` running, saving a step file updates the open page without a reload and without losing
 * what was typed (scripts/vite-step-files-hot.ts and the step-file loader's hot handler), and a page is served in the
 * visitor's language (scripts/vite-dev-page-language.ts). Vite's dev server runs in a
 * copy of the repo, so the step file edited here is the copy's; the API is the built server.
 */
const repo = resolve('.');
const copied = ['schemas', 'engine', 'flows', 'web', 'server', 'scripts', 'data-seed', 'package.json', 'tsconfig.json', 'vite.config.ts'];
const skipped = new Set(['node_modules', 'dist', '.git', 'generated']);

let dir: string;
let app: Awaited<ReturnType<typeof startAppServer>>;
let vite: ViteDevServer;
let browser: Browser;

const childEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-hot-'));
  for (const path of copied) cpSync(join(repo, path), join(dir, path), { recursive: true, filter: (source) => !skipped.has(basename(source)) });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  execFileSync('npm', ['run', 'generate'], { cwd: dir, env: childEnv(), stdio: 'pipe' });
  app = await startAppServer();
  const { createServer } = await import('vite');
  const api = { target: app.baseUrl, changeOrigin: true };
  // The config as `npm run dev` reads it, not as Vitest's: without VITEST while it loads.
  const vitest = process.env.VITEST;
  delete process.env.VITEST;
  try {
    vite = await createServer({
      configFile: join(dir, 'vite.config.ts'),
      logLevel: process.env.VITE_LOG === '1' ? 'info' : 'error',
      server: { port: 0, strictPort: false, proxy: { '^/api/(?!.*\\.tsx?(\\?|$))': api, '/healthz': api } },
    });
  } finally {
    process.env.VITEST = vitest;
  }
  await vite.listen();
  browser = await sharedBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('redraws an open step when its file is saved, without a reload, keeping the answer given', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (process.env.VITE_LOG === '1') page.on('console', (m) => console.log('page:', m.text()));
    const url = vite.resolvedUrls!.local[0]!;
    await page.goto(new URL('will/start/relationship', url).href);
    await page.getByRole('heading', { level: 1, name: 'Do you have a partner?' }).waitFor({ timeout: 75_000 });
    await page.getByLabel('Yes').check();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const file = join(dir, 'schemas/steps/onboarding-relationship.json');
    const step = JSON.parse(readFileSync(file, 'utf8'));
    step.title = 'Do you have a partner or spouse?';
    step.schema.properties.hasPartner.oneOf[0].title = 'Yes, I do';
    writeFileSync(file, `${JSON.stringify(step, null, 2)}\n`);

    await page.getByRole('heading', { level: 1, name: 'Do you have a partner or spouse?' }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Yes, I do').isChecked()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves a page in Welsh with ?lang=cy, remembers it in the cookie, and English again with ?lang=en', async () => {
    const welsh = readInLanguage<{ title: string }>(repo, 'schemas/steps/onboarding-welcome.json', 'cy').title;
    const english = (JSON.parse(readFileSync('schemas/steps/onboarding-welcome.json', 'utf8')) as { title: string }).title;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const url = vite.resolvedUrls!.local[0]!;
    for (const [address, heading, lang] of [['will/start/welcome?lang=cy', welsh, 'cy'], ['will/start/welcome', welsh, 'cy'], ['will/start/welcome?lang=en', english, 'en-GB']] as const) {
      await page.goto(new URL(address, url).href);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 75_000 });
      expect(await page.locator('html').getAttribute('lang'), address).toBe(lang);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
