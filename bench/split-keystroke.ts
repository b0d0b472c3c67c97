/**
 * bench/split-keystroke: keystroke to next paint on the estate split step at 4× CPU throttle (DESIGN.md budget:
 * p95 at most 50 ms). A measurement, never a test assertion: a missed budget is printed, and the script exits 0.
 *
 * `npx tsx bench/split-keystroke.ts` builds if a source changed (scripts/build-if-stale.mjs), starts the built server
 * (tests/e2e/app-server.ts), signs a user up through the API and saves a will ready for the split (About You, Family
 * and Financial passed; a partner and a child each holding a manual share), opens /will/estate/split in Debian's
 * Chromium (tests/e2e/browser.ts), sets 4× CPU throttling over CDP (Emulation.setCPUThrottlingRate) and types
 * KEYSTROKES keys into the partner's percentage field: "5", "0", Backspace, Backspace, over and over, so each key
 * re-renders the field, the pie chart and its table.
 *
 * Two measures of each keystroke, both taken in the page:
 * - Event Timing (the figure held against the budget): a PerformanceObserver on 'event' entries with
 *   durationThreshold 16 (the lowest Chromium allows). An entry's `duration` runs from the key event's hardware
 *   timestamp to the next paint after its handlers, rounded to 8 ms. keydown, keypress and keyup of one key share an
 *   interactionId, and the keystroke's figure is the longest of them; `input` carries no interactionId, and it runs
 *   in the keydown's task up to the same paint, so it is never longer than the keydown. A keystroke with no entry
 *   painted in under 16 ms, and is printed as "< 16 ms".
 * - requestAnimationFrame: a capture-phase keydown listener takes the event's timeStamp, asks for the next animation
 *   frame, and from that frame's callback queues a task; the task runs once the frame (React's re-render included,
 *   flushed synchronously for a discrete event) has been drawn, and its time less the timeStamp is the figure. It
 *   yields a value for every keystroke, and cross-checks the first.
 * Keys are pressed one at a time: the next waits until the previous one's frame has been drawn, then IDLE_MS more.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { startAppServer } from '../tests/e2e/app-server';
import { launchChromium } from '../tests/e2e/browser';

const KEYSTROKES = 200;
const WARM_UP = 20;
const THROTTLE = 4;
const BUDGET_P95_MS = 50;
const IDLE_MS = 30;
const TYPING_LIMIT_MS = 180_000;
const KEYS = ['5', '0', 'Backspace', 'Backspace'];

const PARTNER = '0a0a0a0a-0000-4000-8000-0000000000a1';
const CHILD = '0a0a0a0a-0000-4000-8000-0000000000c2';

/** Event Timing's entry and observer option as Chromium has them; TypeScript's DOM library lacks both fields yet. */
type EventEntry = PerformanceEventTiming & { interactionId: number };
type EventObserverInit = PerformanceObserverInit & { durationThreshold: number };
type Bench = { raf: number[]; events: { interactionId: number; duration: number }[] };
declare global {
  interface Window {
    splitBench: Bench;
  }
}

/** Signs up and in through the API (the page's context keeps the cookie) and saves a will whose split opens at once. */
async function signedInReadyForSplit(page: Page, baseUrl: string) {
  const headers = { Origin: baseUrl };
  const account = { email: `split.bench.${Date.now()}@example.com`, password: 'a long enough password' };
  const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, { headers, data: { name: 'Jane Smith', ...account } });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  const signIn = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, { headers, data: account });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  const address = '1 High Street, Cardiff, CF10 1AA';
  const data = {
    userInfo: { title: 'Ms.', fullName: 'Jane Smith', birthday: '1960-05-01', address, manualAddress: true, phoneNumber: '029 2000 0000' },
    maritalStatus: { id: 3, comc: null },
    partner: PARTNER,
    passedSteps: [1, 2, 4],
    people: {
      relations: { [PARTNER]: { title: 'Mr.', fullName: 'John Smith', birthday: '1958-02-02', address, manualAddress: true } },
      children: { [CHILD]: { fullName: 'Amy Smith', birthday: '1990-03-03', address, manualAddress: true } },
    },
    estate: [
      { amount: 50, beneficiary: { type: 'person', uuid: PARTNER }, entryType: 'manual' },
      { amount: 50, beneficiary: { type: 'children', uuid: CHILD }, entryType: 'manual' },
    ],
    estate_split_type: 'manually',
    revision: 0,
  };
  const saved = await page.request.post(`${baseUrl}/api/will`, { headers, data });
  if (!saved.ok()) throw new Error(`saving the will failed: ${saved.status()} ${await saved.text()}`);
}

/** Installs both measures in the page (see the header); figures collect in window.splitBench. */
function instrument(page: Page) {
  return page.evaluate(() => {
    const bench: Bench = { raf: [], events: [] };
    window.splitBench = bench;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventEntry[]) {
        bench.events.push({ interactionId: entry.interactionId, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16 } as EventObserverInit);
    document.addEventListener(
      'keydown',
      (event) => {
        const pressed = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => bench.raf.push(performance.now() - pressed), 0));
      },
      { capture: true },
    );
  });
}

/** Types `count` keys into the focused field, one at a time; stops early at `deadline`. Returns the keys typed. */
async function type(page: Page, count: number, deadline: number) {
  const before = await page.evaluate(() => window.splitBench.raf.length);
  for (let i = 0; i < count; i++) {
    if (Date.now() > deadline) return i;
    await page.keyboard.press(KEYS[i % KEYS.length]!);
    await page.waitForFunction((n) => window.splitBench.raf.length >= n, before + i + 1);
    await page.waitForTimeout(IDLE_MS);
  }
  return count;
}

/** Nearest-rank percentile of ascending `sorted`. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
/** Event Timing figures: -1 stands for a keystroke with no entry (painted in under 16 ms). */
const ms = (n: number) => (n < 0 ? '< 16 ms' : `${Math.round(n)} ms`);
const summary = (sorted: number[]) => `median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1)!)}`;

async function main() {
  spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  const server = await startAppServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${server.baseUrl}/will/sign-in`);
    await signedInReadyForSplit(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/will/estate/split`);
    await page.getByRole('heading', { level: 1, name: 'How should your estate be shared?' }).waitFor();
    const field = page.getByLabel('John Smith', { exact: true });
    await field.click();
    await field.press('Control+a');
    await field.press('Backspace');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await instrument(page);
    const deadline = Date.now() + TYPING_LIMIT_MS;
    const warmed = await type(page, WARM_UP, deadline);
    await page.evaluate(() => {
      window.splitBench.raf.length = 0;
      window.splitBench.events.length = 0;
    });
    const typed = await type(page, KEYSTROKES, deadline);
    if (typed === 0) throw new Error(`no keystroke measured within ${TYPING_LIMIT_MS / 1000} s`);
    await page.waitForTimeout(500); // the observer reports entries after their paint
    const { raf, events } = await page.evaluate(() => window.splitBench);
    const expected = ['', '5', '50', '5'][(warmed + typed) % KEYS.length];
    if ((await field.inputValue()) !== expected) throw new Error(`the field holds "${await field.inputValue()}", not "${expected}": keys went elsewhere`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const byInteraction = new Map<number, number>();
    for (const e of events) if (e.interactionId > 0) byInteraction.set(e.interactionId, Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration));
    const reported = [...byInteraction.values()];
    const eventTiming = [...Array<number>(Math.max(0, typed - reported.length)).fill(-1), ...reported].sort((a, b) => a - b);
    const frames = raf.sort((a, b) => a - b);
    const p95 = percentile(eventTiming, 95);

    console.log(`bench/split-keystroke: ${typed} keystrokes${typed < KEYSTROKES ? ` (stopped at the ${TYPING_LIMIT_MS / 1000} s limit)` : ''} into a percentage field of /will/estate/split at ${THROTTLE}× CPU throttle, after ${WARM_UP} warm-up keys; load average ${loadavg()[0]!.toFixed(1)}`);
    console.log(`  Event Timing (keystroke to next paint): ${summary(eventTiming)}; ${reported.length} of ${typed} at 16 ms or more`);
    console.log(`  requestAnimationFrame (key event to frame drawn): ${summary(frames)}`);
    console.log(`  budget p95 ≤ ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS ? 'within' : `MISSED (p95 ${ms(p95)})`}`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
