/**
 * bench/page-speed: the product's pages beside the same onboarding questions built with plain React, with RJSF alone
 * and with SurveyJS (bench/peers, built with Vite into a temporary folder by bench/peers/build.ts), measured in one run
 * on one machine:
 *
 * - JavaScript (Brotli, as served) each page loads: the product's routes weighed from its build manifest as the size check does
 *   (tests/size), each peer's whole build;
 * - time to ready at 4× CPU throttle in Debian's Chromium (CDP Emulation.setCPUThrottlingRate): from navigation
 *   start to the page's question heading drawn with no spinner, the median of RUNS loads, each in a fresh context
 *   (cold cache); the signed-in step is loaded by a browser that was signed in before (the will loads beside the
 *   session);
 * - the built server's cold start (spawn to the first 200 from /healthz, fresh data folder) and resident memory once
 *   idle;
 * and prints the ratios of each product page to each peer. A measurement, never a test: it exits 0 when a budget is
 * missed. The split step's keystrokes are bench/split-keystroke.ts, the PDF bench/pdf.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startAppServer } from '../tests/e2e/app-server';
import { launchChromium } from '../tests/e2e/browser';
import { brotliSizes, routeWeight, type Manifest } from '../tests/size/route-js';
import { buildPeers, serveStatic } from './peers/build';

const RUNS = Number(process.argv[2] ?? 5);
const THROTTLE = 4;
const PEERS = ['plain-react', 'rjsf', 'surveyjs'] as const;
const RELATIONSHIP = 'Do you have a partner?';

type Target = { name: string; url: string; heading: string; kb: number; signedIn?: boolean };

/** Milliseconds from navigation start until `heading` is drawn with no spinner, at THROTTLE× CPU, cold cache. */
async function timeToReady(browser: Browser, target: Target, signIn: (page: Page) => Promise<void>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (target.signedIn) await signIn(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(target.url, { waitUntil: 'commit' });
  const ms = await page.waitForFunction(
    (heading) => {
      const drawn = [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === heading) && !document.querySelector('.loading');
      return drawn ? performance.now() : false;
    },
    target.heading,
    { polling: 'raf' },
  );
  const value = (await ms.jsonValue()) as number;
  await context.close();
  return value;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The built server's cold start (spawn to /healthz answering) and its resident memory after a second idle. */
async function coldStart(): Promise<{ ms: number; rssMb: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'will-writer-bench-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: `http://localhost:${port}` }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited while starting');
      if (await fetch(`http://localhost:${port}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]!;
    return { ms, rssMb: Number(rss) / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  const { root: outRoot, peers, remove: removePeers } = await buildPeers(PEERS);
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Manifest;
  const sizes = brotliSizes('dist/web');
  // What each page loads besides the entry, as tests/size/app-routes.ts lists it (that module needs Vite to run).
  const form = (stepId: string) => ['wizard/step-screen.tsx', 'wizard/kinds/form-kinds.ts', `wizard/generated/step-validators/${stepId}.js`];
  const weigh = (route: string, lazy: string[]) => routeWeight(manifest, { route, lazy }, sizes).kb;

  const app = await startAppServer();
  const statics = await serveStatic(outRoot);
  const browser = await launchChromium();
  const signIn = async (page: Page) => {
    const headers = { Origin: app.baseUrl };
    const account = { email: `page.speed.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, password: 'a long enough password' };
    await page.request.post(`${app.baseUrl}/api/auth/sign-up/email`, { headers, data: { name: 'Jane Smith', ...account } });
    await page.request.post(`${app.baseUrl}/api/auth/sign-in/email`, { headers, data: account });
    // A returning user: this browser was signed in before (web/session/signed-in-hint.ts).
    await page.goto(`${app.baseUrl}/will/sign-in`);
    await page.evaluate(() => localStorage.setItem('willWriter.signedIn', '1'));
  };
  const product: Target[] = [
    { name: 'product /will/start/welcome', url: `${app.baseUrl}/will/start`, heading: 'Write your will online', kb: weigh('/will/start/welcome', ['wizard/step-screen.tsx']) },
    { name: 'product /will/start/relationship', url: `${app.baseUrl}/will/start/relationship`, heading: RELATIONSHIP, kb: weigh('/will/start/relationship', form('onboarding-relationship')) },
    { name: 'product /will/yourself (signed in)', url: `${app.baseUrl}/will/yourself`, heading: 'About You', kb: weigh('/will/yourself', form('about-you')), signedIn: true },
    { name: 'product /will/estate/split', url: '', heading: '', kb: weigh('/will/estate/split', form('estate-split')) },
  ];
  const others: Target[] = PEERS.map((name) => ({ name: `peer ${name}`, url: `${statics.origin}/${name}/`, heading: RELATIONSHIP, kb: peers[name].kb }));
  const ready = new Map<string, number>();
  try {
    for (const target of [...product, ...others].filter((t) => t.url)) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timeToReady(browser, target, signIn));
      ready.set(target.name, median(times));
    }
  } finally {
    await browser.close();
    statics.server.close();
    await app.stop();
    removePeers();
  }
  const start = await coldStart();

  const ms = (n: number | undefined) => (n === undefined ? '—' : `${Math.round(n)} ms`);
  console.log(`bench/page-speed: ${RUNS} loads each at ${THROTTLE}× CPU throttle, 375 px, cold cache; load average ${loadavg()[0]!.toFixed(1)}`);
  console.log(`  ${'page'.padEnd(40)} ${'JS (br)'.padStart(9)} ${'ready'.padStart(9)}`);
  for (const target of [...product, ...others]) console.log(`  ${target.name.padEnd(40)} ${`${target.kb.toFixed(1)} KB`.padStart(9)} ${ms(ready.get(target.name)).padStart(9)}`);
  console.log('  ratios, product ÷ peer (JS, ready):');
  for (const target of product.slice(0, 2)) {
    for (const peer of others) {
      const time = ready.get(target.name)! / ready.get(peer.name)!;
      console.log(`    ${target.name} ÷ ${peer.name}: JS ${(target.kb / peer.kb).toFixed(2)}×, ready ${time.toFixed(2)}×`);
    }
  }
  console.log(`  budgets: first question ≤ 170 KB, any step ≤ 190 KB, ready ≤ 1,000 ms`);
  console.log(`bench/page-speed: built server cold start ${ms(start.ms)} to /healthz (budget 3 s), ${start.rssMb.toFixed(0)} MB resident once idle`);
}

await main();
