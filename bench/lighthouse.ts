/**
 * bench/lighthouse: Lighthouse 12.2.3 (default mobile settings: a Moto G Power screen, 4× CPU slowdown, slow 4G) on the
 * pages of DESIGN.md's budgets, as the built server (`npm start`'s dist) serves them, in Debian's Chromium: the median
 * of RUNS runs of Performance, LCP, TBT and CLS per page, beside the budget (`[runs] [path...]`: only those pages).
 * The signed-in pages are loaded by a browser holding a session of a user with a complete will. A measurement, never a test: it exits 0 when a budget is
 * missed; the README keeps the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startAppServer } from '../tests/e2e/app-server';
import { completeWillUser } from './lib/complete-will-user';

const RUNS = Number(process.argv[2] ?? 3);
/** Only these pages, when named after the runs (`npx tsx bench/lighthouse.ts 5 /will/start/relationship`). */
const ONLY = process.argv.slice(3);
const PORT = 9300 + Math.floor(Math.random() * 500);

type Page = { path: string; signedIn: boolean; performance: number };
const PAGES: Page[] = [
  { path: '/will/start', signedIn: false, performance: 95 },
  { path: '/will/start/relationship', signedIn: false, performance: 95 },
  { path: '/will/register', signedIn: false, performance: 95 },
  { path: '/will/dashboard', signedIn: true, performance: 90 },
  { path: '/will/yourself', signedIn: true, performance: 90 },
  { path: '/will/family/marital', signedIn: true, performance: 90 },
  { path: '/will/estate/split', signedIn: true, performance: 90 },
  { path: '/will/checkout', signedIn: true, performance: 90 },
];
const BUDGET = { lcpMs: 2500, tbtMs: 200, cls: 0.02 };

type Run = { performance: number; lcpMs: number; tbtMs: number; cls: number };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startAppServer({ AUTH_RATE_LIMIT_MAX: '1000' });
const profile = mkdtempSync(join(tmpdir(), 'will-writer-lighthouse-'));
// Lighthouse drives the browser's default context over CDP; a persistent context is that context, so the signed-in
// pages see the session cookie set here.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', `--remote-debugging-port=${PORT}`],
});
try {
  const cookies = await completeWillUser(server.baseUrl, 'lighthouse');
  console.log(`Lighthouse 12.2.3, mobile defaults, median of ${RUNS}; load average ${loadavg()[0]!.toFixed(1)} at start`);
  console.log('page'.padEnd(28), 'Perf'.padStart(5), 'LCP ms'.padStart(8), 'TBT ms'.padStart(8), 'CLS'.padStart(7), '  budget (Perf, LCP 2500, TBT 200, CLS 0.02)');
  for (const page of PAGES.filter(({ path }) => ONLY.length === 0 || ONLY.includes(path))) {
    await context.clearCookies();
    if (page.signedIn) await context.addCookies(cookies);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.baseUrl}${page.path}`, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      runs.push({
        performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
      });
    }
    const m: Run = { performance: median(runs.map((r) => r.performance)), lcpMs: median(runs.map((r) => r.lcpMs)), tbtMs: median(runs.map((r) => r.tbtMs)), cls: median(runs.map((r) => r.cls)) };
    const misses = [
      m.performance < page.performance && `Perf ${m.performance} < ${page.performance}`,
      m.lcpMs > BUDGET.lcpMs && `LCP over by ${Math.round(m.lcpMs - BUDGET.lcpMs)} ms`,
      m.tbtMs > BUDGET.tbtMs && `TBT over by ${Math.round(m.tbtMs - BUDGET.tbtMs)} ms`,
      m.cls > BUDGET.cls && `CLS ${m.cls.toFixed(3)}`,
    ].filter(Boolean);
    console.log(
      page.path.padEnd(28),
      String(m.performance).padStart(5),
      String(Math.round(m.lcpMs)).padStart(8),
      String(Math.round(m.tbtMs)).padStart(8),
      m.cls.toFixed(3).padStart(7),
      `  ${page.performance}: ${misses.length ? misses.join(', ') : 'met'}`,
    );
  }
} finally {
  await context.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
