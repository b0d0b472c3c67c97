/**
 * End to end: a reviewer without the second factor is sent from the console to set it up, scans (here:
 * reads the key shown for typing by hand), enters the app's code (computed from that key), sees the backup codes
 * once and reaches the queue; the next sign-in asks for a code before the console opens. Each screen axe-checked at
 * 1280 and 375 px.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { API_PASSWORD, checkAtBothWidths, DESKTOP, enrolTwoFactorThroughApi, newVisitor, signUpThroughApi } from './visitor';

const app = appUnderTest();

/** Grants the role as an operator would: `npm run user:reviewer -- <email>` over the server's data folder. */
function grantReviewer(email: string) {
  execFileSync('npm', ['run', '--silent', 'user:reviewer', '--', email], { env: { ...process.env, DATA_DIR: app.server.dataDir, BASE_URL: app.server.baseUrl }, stdio: 'pipe' });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

describe('two-step sign-in for the legal team', () => {
  it('a reviewer is sent to set it up, turns it on with the app’s code, reaches the queue, and is asked for a code at the next sign-in', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    const base = app.server.baseUrl;
    await page.goto(`${base}/will/sign-in`);
    const email = await signUpThroughApi(page, base, 'Rita Reviewer');
    grantReviewer(email);

    // The console's page answers 403 without the second factor; the app sends the reviewer to set it up.
    const refused = await page.goto(`${base}/review`);
    expect(refused?.status()).toBe(403);
    await page.waitForURL(/\/will\/two-factor\?redirect=%2Freview$/);
    await heading(page, 'Set up two-step sign-in');
    await checkAtBothWidths(page, 'two-factor-password', 'Set up two-step sign-in');
    await page.getByLabel('Your password').fill(API_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The QR code, and the key for typing by hand: the test's "app" reads the key.
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The steps' sub-headings are drawn well below the title, at both widths.
    for (const width of [DESKTOP.width, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const sizes = await page.evaluate(() => [...document.querySelectorAll('main h1, main h2')].map((h) => parseFloat(getComputedStyle(h).fontSize)));
      expect(sizes.length).toBe(3);
      for (const sub of sizes.slice(1)) expect(sub, `sub-heading at ${width} px`).toBeLessThanOrEqual(sizes[0]! * 0.8);
    }
    await page.setViewportSize(DESKTOP);
    await checkAtBothWidths(page, 'two-factor-scan', 'Set up two-step sign-in');
    const app2fa = new TOTP({ secret });
    await page.getByLabel('The 6-digit code your app shows').fill(app2fa.generate());
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    // The backup codes, shown once; Continue leads back to the console.
    await page.getByText('Two-step sign-in is on.').waitFor();
    await expect.poll(() => page.getByTestId('backup-codes').getByRole('listitem').count()).toBe(10);
    await checkAtBothWidths(page, 'two-factor-backup-codes', 'Set up two-step sign-in');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/review$/);
    await heading(page, 'Review queue');

    // Signed out, the next sign-in asks for a code before the console opens.
    expect((await page.request.post(`${base}/api/auth/sign-out`, { headers: { Origin: base }, data: {} })).ok()).toBe(true);
    await page.goto(`${base}/review`);
    await page.waitForURL(/\/will\/sign-in\?redirect=%2Freview$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(API_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/will\/two-factor\/verify\?redirect=%2Freview$/);
    await heading(page, 'Enter your sign-in code');
    expect((await page.request.get(`${base}/api/review/submissions`)).status()).toBe(401);
    await checkAtBothWidths(page, 'two-factor-verify', 'Enter your sign-in code');
    await page.getByLabel('6-digit code').fill(app2fa.generate());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/review$/);
    await heading(page, 'Review queue');
    await close();
  });

  it('from the account page, a writer makes new backup codes and turns it off; a reviewer is told they must keep it', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    const base = app.server.baseUrl;
    await page.goto(`${base}/will/sign-in`);
    await signUpThroughApi(page, base, 'Wanda Writer');
    const { backupCodes: old } = await enrolTwoFactorThroughApi(page, base);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await page.goto(`${base}/will/account`);
    await section.getByText('Two-step sign-in is on', { exact: false }).waitFor();

    await section.getByRole('button', { name: 'Make new backup codes' }).click();
    await section.getByLabel('Your password').fill(API_PASSWORD);
    await section.getByRole('button', { name: 'Make new backup codes' }).click();
    await expect.poll(() => section.getByTestId('backup-codes').getByRole('listitem').count(), { timeout: 10_000 }).toBe(10);
    const fresh = await section.getByTestId('backup-codes').getByRole('listitem').allTextContents();
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    await checkAtBothWidths(page, 'account-two-factor-new-codes', 'Your account');

    await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await checkAtBothWidths(page, 'account-two-factor-turn-off', 'Your account');
    await section.getByLabel('Your password').fill(API_PASSWORD);
    await section.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await section.getByText('Two-step sign-in is off.').waitFor();
    await section.getByRole('link', { name: 'Set up two-step sign-in' }).waitFor();
    expect(await (await page.request.get(`${base}/api/auth/get-session`)).json()).toMatchObject({ user: { twoFactorEnabled: false } });

    // A reviewer (with it on) is told they must keep it, and offered no way to turn it off.
    const reviewer = await newVisitor(app.browser, DESKTOP);
    await reviewer.page.goto(`${base}/will/sign-in`);
    const email = await signUpThroughApi(reviewer.page, base, 'Rob Reviewer');
    grantReviewer(email);
    await enrolTwoFactorThroughApi(reviewer.page, base);
    await reviewer.page.goto(`${base}/will/account`);
    const reviewerSection = reviewer.page.getByRole('region', { name: 'Two-step sign-in' });
    await reviewerSection.getByText('The legal team must keep two-step sign-in on', { exact: false }).waitFor();
    expect(await reviewerSection.getByRole('button', { name: 'Turn off two-step sign-in' }).count()).toBe(0);
    await checkAtBothWidths(reviewer.page, 'account-two-factor-reviewer', 'Your account');
    await reviewer.close();
    await close();
  });
});
