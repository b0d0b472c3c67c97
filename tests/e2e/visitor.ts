import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOTP, URI } from 'otpauth';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { validPayload } from '../server/will-test-data';

/** A fresh visitor whose console errors and page errors (CSP violations among them) are collected in `problems`. */
export async function newVisitor(browser: Browser, viewport = { width: 1100, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // A signed-out visitor's session check answers 401 by design.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

/**
 * Waits until the screen whose heading is `heading` has settled (React keeps the old screen up while a lazy one
 * loads, and a screen may show a spinner while it fetches), checks its <title>, asserts axe finds no violations,
 * and saves a screenshot when E2E_SCREENSHOTS names a folder.
 */
export async function expectAccessible(page: Page, name: string, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).last().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.loading').count()).toBe(0);
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  }
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** Fills the register form (the visitor must be on it) and creates the account. */
export async function register(page: Page, name: string) {
  await page.waitForURL(/\/will\/register\?/);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email address').fill(`${name.toLowerCase().replace(/\W/g, '.')}.${Date.now()}@example.com`);
  await page.getByLabel('Create a password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Types a date of birth into the day/month/year widget of the current form. */
export async function fillDate(page: Page, [day, month, year]: [string, string, string]) {
  await page.getByLabel('Day').fill(day);
  await page.getByLabel('Month').fill(month);
  await page.getByLabel('Year').fill(year);
}

/**
 * A new account signed in within the page's own cookie jar, through the API. Sign-up answers alike whether or not
 * the address has an account, so it signs no one in: signing in follows. Returns the email address.
 */
export async function signUpThroughApi(page: Page, baseUrl: string, name = 'Jane Smith'): Promise<string> {
  const headers = { Origin: baseUrl };
  const email = `${name.toLowerCase().replace(/\W/g, '.')}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = API_PASSWORD;
  expect((await page.request.post(`${baseUrl}/api/auth/sign-up/email`, { headers, data: { name, email, password } })).ok()).toBe(true);
  expect((await page.request.post(`${baseUrl}/api/auth/sign-in/email`, { headers, data: { email, password } })).ok()).toBe(true);
  return email;
}

/** The password signUpThroughApi gives its accounts. */
export const API_PASSWORD = 'a long enough password';

/** The code an authenticator app shows now for an otpauth:// URI. */
export const totpOf = (totpURI: string) => (URI.parse(totpURI) as TOTP).generate();

/**
 * Turns on the second factor for the page's signed-in account (made by signUpThroughApi) through better-auth's API,
 * as the set-up screen does, with the app's code computed from the secret: the review console needs it.
 * The page's cookies then hold the new session.
 */
export async function enrolTwoFactorThroughApi(page: Page, baseUrl: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  const headers = { Origin: baseUrl };
  const enabled = await page.request.post(`${baseUrl}/api/auth/two-factor/enable`, { headers, data: { password: API_PASSWORD } });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const enrolment = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const verified = await page.request.post(`${baseUrl}/api/auth/two-factor/verify-totp`, { headers, data: { code: totpOf(enrolment.totpURI) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return enrolment;
}

/**
 * Makes a new member of the legal team as an operator would: signs up `name` in the page (already on the app's
 * origin), grants the role with `npm run user:reviewer` over the server's data folder, and turns on the second factor
 * the review console requires. The page's cookies then hold their session. A supervisor by default, who
 * delivers without a sign-off; `level: 'reviewer'` for one whose risk-marked deliveries wait for a supervisor.
 * Answers the email address.
 */
export async function signedInReviewerPage(page: Page, server: { baseUrl: string; dataDir: string }, { level = 'supervisor', name = 'Rita Reviewer' } = {}): Promise<string> {
  const email = await signUpThroughApi(page, server.baseUrl, name);
  const args = ['run', '--silent', 'user:reviewer', '--', email, ...(level === 'supervisor' ? ['--supervisor'] : [])];
  execFileSync('npm', args, { env: { ...process.env, DATA_DIR: server.dataDir, BASE_URL: server.baseUrl }, stdio: 'pipe' });
  await enrolTwoFactorThroughApi(page, server.baseUrl);
  return email;
}

/**
 * Clicks a step's main button once the page can act on it: on a prerendered page it is a plain button until the page
 * has hydrated (web/wizard/kinds/step-buttons.tsx), and a click before then does nothing.
 */
export async function clickMainButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect.poll(() => button.getAttribute('type'), { timeout: 30_000 }).toBe('submit');
  await button.click();
}

/**
 * Clicks a link or button of a page the server drew or the build prerendered once React has hydrated it: before then
 * a link is the server's plain `<a>` (a click loads the next page from the server instead of moving in the app: fine
 * for a person, not what a test of the app's navigation means) and a button does nothing. React marks each element it
 * has hydrated with its props.
 */
export async function clickWhenHydrated(link: Locator): Promise<void> {
  await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
  await link.click();
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/**
 * expectAccessible at desktop and phone widths (screenshots `<name>-1280` and `<name>-375`), and the page's <title>.
 * Only for a screen state no story draws: step screens are checked once in tests/visual (tests/e2e/README.md).
 */
export async function checkAtBothWidths(page: Page, name: string, heading: string) {
  await expectAccessible(page, `${name}-1280`, heading);
  await page.setViewportSize(PHONE);
  await expectAccessible(page, `${name}-375`, heading);
  // Nothing may widen the page past a phone's screen (a long address, a table).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} scrolls sideways at 375 px`).toBe(0);
  await page.setViewportSize(DESKTOP);
  expect(await page.title()).toBe(`${heading} – Will Writer`);
}

/** The signed-in user's will as GET /api/will answers it, fetched by the page. */
export const storedWill = (page: Page) => page.evaluate(() => fetch('/api/will').then((r) => r.json()));

/** A quoted-printable message as written: soft line breaks joined, =XX decoded. */
const unQuotedPrintable = (eml: string) => eml.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The last link starting with `prefix` (e.g. `${baseUrl}/api/auth/verify-email`) in the mail to `to` that the
 * server's embedded mailer wrote to `<dataDir>/outbox` as .eml files; waits a few seconds for it to arrive.
 */
export async function linkFromOutbox(dataDir: string, to: string, prefix: string): Promise<string> {
  const pattern = new RegExp(`${prefix.replace(/[.?]/g, '\\$&')}[^\\s"<>]*`);
  for (let tries = 0; tries < 50; tries++) {
    const links = readdirSync(join(dataDir, 'outbox'))
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => unQuotedPrintable(readFileSync(join(dataDir, 'outbox', file), 'utf8')))
      .filter((eml) => new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}\\r?$`, 'mi').test(eml))
      // The plain-text part comes first: its link is the one not escaped for HTML.
      .map((eml) => eml.match(pattern)?.[0])
      .filter((link): link is string => link !== undefined);
    if (links.length) return links.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} with a link to ${prefix}`);
}

/** Confirms `email` as its owner does: follows the verification link of the last verification email sent to it. */
export async function verifyFromOutbox(page: Page, server: { baseUrl: string; dataDir: string }, email: string) {
  const link = await linkFromOutbox(server.dataDir, email, `${server.baseUrl}/api/auth/verify-email?token=`);
  expect((await page.request.get(link)).ok()).toBe(true);
}

/** Marks the address confirmed in the app's SQLite database, as following the verification email's link does: paying needs it. */
export function confirmEmail(dataDir: string, email: string): void {
  const db = new Database(join(dataDir, 'will-writer.sqlite'));
  try {
    expect(db.prepare('UPDATE user SET emailVerified = 1 WHERE email = ?').run(email).changes).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * Saves the server tests' complete will (tests/server/will-test-data.ts validPayload, engine/will/fixtures' complete will)
 * as the signed-in user's first save, through the page's own cookie jar: checkout, resubmission and delivery refuse
 * an unfinished will, so every e2e test that pays stores it first.
 */
export async function storeCompleteWill(page: Page, baseUrl: string): Promise<void> {
  const saved = await page.request.post(`${baseUrl}/api/will`, { headers: { Origin: baseUrl }, data: validPayload(0) });
  expect(saved.ok(), `seed save failed: ${await saved.text()}`).toBe(true);
}

/**
 * The signed-in writer's complete will (storeCompleteWill), their address confirmed, and the will paid through the
 * checkout API on the local test gateway with 4242 4242 4242 4242, as the checkout screen does.
 */
export async function payForCompleteWill(page: Page, server: { baseUrl: string; dataDir: string }, email: string): Promise<void> {
  const base = server.baseUrl;
  const post = async (path: string, data: unknown = {}) => {
    const response = await page.request.post(`${base}${path}`, { headers: { Origin: base }, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  await storeCompleteWill(page, base);
  confirmEmail(server.dataDir, email);
  const method = await post('/api/local-gateway/payment-methods', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
  await post('/api/checkout/payment-method', { payment_method: method.id });
  const intent = await post('/api/checkout/payment-intent');
  await post('/api/local-gateway/confirm', { client_secret: intent.payment_intent.client_secret, payment_method: method.id });
  await post('/api/checkout/complete', { order_id: intent.order_id });
}
