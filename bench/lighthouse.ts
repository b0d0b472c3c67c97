/**
 * bench/lighthouse: Lighthouse 12.2.3 (default mobile settings: a Moto G Power screen, 4× CPU slowdown, slow 4G,
 * simulated) on the pages of DESIGN.md's budgets, as the built server (`npm start`'s dist) serves them, in Debian's
 * Chromium: the median of RUNS runs of Performance, LCP, TBT and CLS per page, beside the budget (`[runs] [path...]`:
 * only those pages). The signed-in pages are loaded by a browser holding a session of a user with a complete will.
 *
 * Each signed-in page is measured in the same run beside its peers (DESIGN.md: RJSF alone, SurveyJS): the same page
 * built on each library (bench/peers/<library>/signed-in, its data from bench/peers/signed-in/page-data.ts: the same
 * step files, the same complete will, this user's cart), built with Vite, drawn in the browser, and served
 * Brotli-compressed from a static server. The runs
 * alternate (product, RJSF, SurveyJS, then again), so a change in the machine's load falls on all three alike; then
 * the ratios product ÷ peer of Performance, LCP and TBT. A measurement, never a test: it exits 0 when a budget is
 * missed; the README keeps the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startAppServer } from '../tests/e2e/app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';
import { completeWillUser } from './lib/complete-will-user';
import { buildPeers, serveStatic } from './peers/build';
import { LIBRARIES, PEER_PAGES, peerPageData, type Cart, type Library, type PeerPage } from './peers/signed-in/page-data';

const RUNS = Number(process.argv[2] ?? 3);
/** Only these pages, when named after the runs (`npx tsx bench/lighthouse.ts 5 /will/start/relationship`). */
const ONLY = process.argv.slice(3);
const PORT = 9300 + Math.floor(Math.random() * 500);

type Page = { path: string; signedIn: boolean; performance: number };
const PAGES: Page[] = [
  { path: '/will/start', signedIn: false, performance: 95 },
  { path: '/will/start/relationship', signedIn: false, performance: 95 },
  { path: '/will/register', signedIn: false, performance: 95 },
  { path: '/will/dashboard', signedIn: true, performance: 95 },
  { path: '/will/yourself', signedIn: true, performance: 90 },
  { path: '/will/family/marital', signedIn: true, performance: 90 },
  { path: '/will/estate/split', signedIn: true, performance: 90 },
  { path: '/will/checkout', signedIn: true, performance: 95 },
];
const BUDGET = { lcpMs: 2500, tbtMs: 200, cls: 0.02 };
const LIBRARY_NAMES: Record<Library, string> = { rjsf: 'peer: RJSF alone', surveyjs: 'peer: SurveyJS' };

type Run = { performance: number; lcpMs: number; tbtMs: number; cls: number; kb: number };
type Target = { label: string; url: string; signedIn: boolean };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianRun = (runs: Run[]): Run => ({
  performance: median(runs.map((r) => r.performance)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
  kb: median(runs.map((r) => r.kb)),
});
const peerOf = (path: string) => (Object.entries(PEER_PAGES) as [PeerPage, string][]).find(([, route]) => route === path)?.[0];

const pages = PAGES.filter(({ path }) => ONLY.length === 0 || ONLY.includes(path));
const peerPages = pages.map((page) => peerOf(page.path)).filter((name) => name !== undefined);
const server = await startAppServer({ AUTH_RATE_LIMIT_MAX: '1000' });
const profile = mkdtempSync(join(tmpdir(), 'will-writer-lighthouse-'));
// Lighthouse drives the browser's default context over CDP; a persistent context is that context, so the signed-in
// pages see the session cookie set here (the peers are served from another origin, which it does not reach).
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${PORT}`] });
let removePeers = () => {};
let closeStatics = () => {};
try {
  const cookies = await completeWillUser(server.baseUrl, 'lighthouse');
  const cart = (await (await fetch(`${server.baseUrl}/api/cart`, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } })).json()) as Cart;
  const names = peerPages.flatMap((page) => LIBRARIES.map((library) => `${library}/signed-in/${page}`));
  const built = await buildPeers(names, {
    define: (name) => {
      const [library, , page] = name.split('/') as [Library, string, PeerPage];
      return { __PAGE__: JSON.stringify(peerPageData(library, page, cart)) };
    },
  });
  removePeers = built.remove;
  const statics = await serveStatic(built.root, { compress: true });
  closeStatics = () => statics.server.close();

  // A peer that failed to draw would score as a blank page: each must draw its heading, with no error, before it is measured.
  for (const name of names) {
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${statics.origin}/${name}/`);
    const heading = await tab.locator('h1').first().textContent({ timeout: 60_000 });
    await tab.close();
    if (!heading?.trim() || errors.length > 0) throw new Error(`the peer ${name} did not draw its page: ${errors.join('; ') || 'no heading'}`);
  }

  const measure = async (target: Target): Promise<Run> => {
    await context.clearCookies();
    if (target.signedIn) await context.addCookies(cookies);
    const result = await lighthouse(target.url, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { categories, audits } = result!.lhr;
    return {
      performance: Math.round((categories.performance!.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']!.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']!.numericValue ?? NaN,
      kb: (audits['total-byte-weight']!.numericValue ?? NaN) / 1024,
    };
  };

  const startLoad = loadavg();
  console.log(`Lighthouse 12.2.3, mobile defaults, median of ${RUNS}; load average ${startLoad.map((l) => l.toFixed(1)).join(', ')} at start`);
  console.log('page'.padEnd(30), 'Perf'.padStart(5), 'LCP ms'.padStart(8), 'TBT ms'.padStart(8), 'CLS'.padStart(7), 'KB'.padStart(6), '  budget (Perf, LCP 2500, TBT 200, CLS 0.02)');
  const ratios: string[] = [];
  for (const page of pages) {
    const peer = peerOf(page.path);
    const targets: Target[] = [
      { label: page.path, url: `${server.baseUrl}${page.path}`, signedIn: page.signedIn },
      ...(peer ? LIBRARIES.map((library) => ({ label: `  ${LIBRARY_NAMES[library]}`, url: `${statics.origin}/${library}/signed-in/${peer}/`, signedIn: false })) : []),
    ];
    const runs = targets.map((): Run[] => []);
    for (let i = 0; i < RUNS; i++) for (const [t, target] of targets.entries()) runs[t]!.push(await measure(target));
    const medians = runs.map(medianRun);
    for (const [t, target] of targets.entries()) {
      const m = medians[t]!;
      const misses = [
        m.performance < page.performance && `Perf ${m.performance} < ${page.performance}`,
        m.lcpMs > BUDGET.lcpMs && `LCP over by ${Math.round(m.lcpMs - BUDGET.lcpMs)} ms`,
        m.tbtMs > BUDGET.tbtMs && `TBT over by ${Math.round(m.tbtMs - BUDGET.tbtMs)} ms`,
        m.cls > BUDGET.cls && `CLS ${m.cls.toFixed(3)}`,
      ].filter(Boolean);
      console.log(
        target.label.padEnd(30),
        String(m.performance).padStart(5),
        String(Math.round(m.lcpMs)).padStart(8),
        String(Math.round(m.tbtMs)).padStart(8),
        m.cls.toFixed(3).padStart(7),
        String(Math.round(m.kb)).padStart(6),
        `  ${page.performance}: ${misses.length ? misses.join(', ') : 'met'}`,
      );
    }
    const product = medians[0]!;
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : `— (peer ${Math.round(b)})`);
    for (const [t, library] of (peer ? LIBRARIES : []).entries()) {
      const other = medians[t + 1]!;
      ratios.push(`  ${page.path} ÷ ${LIBRARY_NAMES[library].slice(6)}: Perf ${ratio(product.performance, other.performance)}, LCP ${ratio(product.lcpMs, other.lcpMs)}, TBT ${ratio(product.tbtMs, other.tbtMs)}`);
    }
  }
  if (ratios.length > 0) console.log(`ratios, product ÷ peer (Performance: above 1 is better; LCP, TBT: below 1 is better):\n${ratios.join('\n')}`);
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(', ')} at the end`);
} finally {
  closeStatics();
  removePeers();
  await context.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
