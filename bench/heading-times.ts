/**
 * `npx tsx bench/heading-times.ts [runs]`: at full CPU speed in Debian's Chromium (375 px, cold cache), the
 * milliseconds from navigation start until a screen's heading is drawn with no spinner, for the first onboarding
 * question and the dashboard (signed in, a returning browser); then moving on inside the app, from the click on the
 * first question's Continue to the next question's heading. DESIGN.md's reveal-delay figures: run it before and after
 * a change to how a step screen loads. Prints the heading found, so a redirect shows. The signed-in pages of the
 * Lighthouse budgets (dashboard, checkout, About You, marital status, estate split) are also timed for a user whose
 * will is complete, so every step may be entered.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { startAppServer } from '../tests/e2e/app-server';
import { launchChromium } from '../tests/e2e/browser';
import { completeWillUser } from './lib/complete-will-user';

const RUNS = Number(process.argv[2] ?? 5);

/** `signedIn`: a new account (an empty will); `complete`: a user whose will is complete (every step may be entered). */
type Target = { name: string; path: string; signedIn: boolean | 'complete' };

/** Milliseconds to the first h1 drawn with no spinner on the page, and its text. */
async function timeToHeading(browser: Browser, baseUrl: string, target: Target, signIn: (page: Page) => Promise<void>): Promise<{ ms: number; heading: string }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (target.signedIn === 'complete') {
    await context.addCookies(await completeWillUser(baseUrl, 'heading'));
    await page.goto(`${baseUrl}/will/sign-in`);
    await page.evaluate(() => localStorage.setItem('willWriter.signedIn', '1'));
  } else if (target.signedIn) await signIn(page);
  await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const h1 = document.querySelector('h1');
      return h1 && h1.textContent?.trim() && !document.querySelector('.loading') ? { ms: performance.now(), heading: h1.textContent.trim() } : false;
    },
    undefined,
    { polling: 'raf' },
  );
  const value = (await handle.jsonValue()) as { ms: number; heading: string };
  await context.close();
  return value;
}

/**
 * Milliseconds from the click on the first question's Continue (answered No, once the page has hydrated) to the next
 * question's heading drawn with no spinner: moving on inside the app, with no reload (DESIGN.md's reveal delay).
 */
async function timeToNextQuestion(browser: Browser, baseUrl: string): Promise<{ ms: number; heading: string }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${baseUrl}/will/start/relationship`);
  const no = page.getByRole('radio', { name: 'No' });
  // Hydrated: React has attached its props to the prerendered field.
  await page.waitForFunction(() => {
    const radio = document.querySelector('input[type=radio]');
    return radio !== null && Object.keys(radio).some((key) => key.startsWith('__reactProps'));
  });
  await no.check();
  const first = await page.locator('h1').textContent();
  await page.evaluate(() => document.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = performance.now()), { capture: true, once: true }));
  await page.getByRole('button', { name: 'Continue' }).click();
  const handle = await page.waitForFunction(
    (before) => {
      const h1 = document.querySelector('h1');
      const text = h1?.textContent?.trim();
      return text && text !== before && !document.querySelector('.loading') ? { ms: performance.now() - (window as unknown as { clickedAt: number }).clickedAt, heading: text } : false;
    },
    first?.trim(),
    { polling: 'raf' },
  );
  const value = (await handle.jsonValue()) as { ms: number; heading: string };
  await context.close();
  return value;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  const app = await startAppServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  const browser = await launchChromium();
  const signIn = async (page: Page) => {
    const headers = { Origin: app.baseUrl };
    const account = { email: `heading.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, password: 'a long enough password' };
    await page.request.post(`${app.baseUrl}/api/auth/sign-up/email`, { headers, data: { name: 'Jane Smith', ...account } });
    await page.request.post(`${app.baseUrl}/api/auth/sign-in/email`, { headers, data: account });
    await page.goto(`${app.baseUrl}/will/sign-in`);
    await page.evaluate(() => localStorage.setItem('willWriter.signedIn', '1'));
  };
  const targets: Target[] = [
    { name: 'first question /will/start/relationship', path: '/will/start/relationship', signedIn: false },
    { name: 'dashboard /will/dashboard', path: '/will/dashboard', signedIn: true },
    // A returning user with a complete will, on each page of the signed-in budgets.
    ...['/will/dashboard', '/will/checkout', '/will/yourself', '/will/family/marital', '/will/estate/split'].map((path) => ({ name: `complete will ${path}`, path, signedIn: 'complete' as const })),
  ];
  try {
    console.log(`bench/heading-times: ${RUNS} loads each, full CPU speed, 375 px, cold cache; load average ${loadavg()[0]!.toFixed(1)}`);
    for (const target of targets) {
      const runs: { ms: number; heading: string }[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timeToHeading(browser, app.baseUrl, target, signIn));
      const times = runs.map((run) => run.ms);
      console.log(`  ${target.name.padEnd(42)} median ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')}), heading "${runs[0]!.heading}"`);
    }
    const moves: { ms: number; heading: string }[] = [];
    for (let i = 0; i < RUNS; i++) moves.push(await timeToNextQuestion(browser, app.baseUrl));
    const times = moves.map((move) => move.ms);
    console.log(`  ${'moving on: first question to the next'.padEnd(42)} median ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')}) from the click, heading "${moves[0]!.heading}"`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
