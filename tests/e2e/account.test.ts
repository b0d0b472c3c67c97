import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { checkAtBothWidths, clickWhenHydrated, DESKTOP, expectAccessible, fillDate, linkFromOutbox, newVisitor, register, signUpThroughApi } from './visitor';
import { axeViolations } from './axe';

const app = appUnderTest();

const NAME = 'Jane Smith';
const NEW_PASSWORD = 'a fresh new password';

async function heading(page: Page, text: string) {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}

/** Types a whole About You answer without saving it. */
async function typeAboutYou(page: Page) {
  await heading(page, 'About You');
  await page.getByLabel('Title').selectOption('Ms.');
  await page.getByLabel('Full legal name').fill('Jane Kept Smith');
  await fillDate(page, ['1', '5', '1980']);
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel(/^Address/).fill('1 High Street');
  await page.getByLabel(/^City\/Town/).fill('Cardiff');
  await page.getByLabel(/^Postcode/).fill('CF10 1AA');
  await page.getByLabel('Phone number').fill('029 2000 0000');
}

describe('your account', () => {
  it('sign up, verify from the email, forget and reset the password, lose nothing typed, download the data, delete the account', async () => {
    const laptop = await newVisitor(app.browser, DESKTOP);
    const { page } = laptop;
    const base = app.server.baseUrl;

    // Sign up; the account page says the address is not confirmed yet.
    await page.goto(`${base}/will/register?redirect=%2Fwill%2Faccount&type=willBasic`);
    await register(page, NAME);
    await page.waitForURL(/\/will\/account$/);
    const email = await page.locator('.account__details dd').nth(1).evaluate((dd) => dd.firstChild?.textContent ?? '');
    expect(email).toMatch(/^jane\.smith\.\d+@example\.com$/);
    // The account page says it in its details (one Resend); the other pages after registering say a link was sent.
    expect(await page.getByRole('button', { name: 'Resend verification email' }).count()).toBe(1);
    await page.goto(`${base}/will/dashboard`);
    const sentNotice = page.getByRole('region', { name: 'Confirm your email address' });
    await expect.poll(() => sentNotice.getByText(`We have sent a link to ${email}.`, { exact: false }).count()).toBe(1);
    expect(await sentNotice.getByRole('button', { name: 'Resend verification email' }).count()).toBe(1);
    await page.goto(`${base}/will/account`);
    await heading(page, 'Your account');
    await expect.poll(() => page.getByText('Not confirmed yet.', { exact: false }).count()).toBe(1);
    await checkAtBothWidths(page, 'account-unconfirmed', 'Your account');

    // Refer-partner needs a confirmed address: the refusal comes with 'Resend verification email'.
    await page.goto(`${base}/will/refer-partner`);
    await heading(page, 'Invite your partner to write their will');
    await page.getByLabel("Your partner's name").fill('John Smith');
    await page.getByLabel("Your partner's email address").fill('john@example.com');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const notice = page.getByRole('region', { name: 'Confirm your email address' });
    await notice.waitFor();
    // Said once, in the notice: no toast with the same words.
    await expect.poll(() => page.getByText('Please confirm your email address', { exact: false }).count()).toBe(1);
    await notice.getByRole('button', { name: 'Resend verification email' }).click();
    await expect.poll(() => notice.getByRole('status').textContent()).toBe(`We have sent a new link to ${email}. It works for 24 hours.`);
    await expectAccessible(page, 'refer-partner-unconfirmed', 'Invite your partner to write their will');

    // Verify from the email, in another tab: the refer-partner page drops its notice without a reload.
    const verifyTab = await page.context().newPage();
    await verifyTab.goto(await linkFromOutbox(app.server.dataDir, email, `${base}/api/auth/verify-email?token=`));
    await verifyTab.waitForURL(/\/will\/refer-partner$/);
    // The page the link opened notes the confirmed address in this browser's storage once it has read the session;
    // the first tab hears of it (a storage event) and drops its notice, with no focus and no reload. (Coming back to
    // a page reads the session again too: web/session/email-unverified-notice.test.tsx.)
    await verifyTab.waitForFunction(() => localStorage.getItem('will-writer:email-confirmed') !== null);
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(0);
    await verifyTab.close();
    await page.bringToFront();
    await page.goto(`${base}/will/refer-partner`);
    await page.waitForURL(/\/will\/refer-partner$/);
    // Where a link followed on its own lands, and where a spent one does.
    await page.goto(`${base}/will/email-verified`);
    await checkAtBothWidths(page, 'email-verified', 'Email address confirmed');
    await page.goto(`${base}/will/email-verified?error=INVALID_TOKEN`);
    await checkAtBothWidths(page, 'email-verified-failed', 'This link has not worked');
    await page.goto(`${base}/will/account`);
    await heading(page, 'Your account');
    await expect.poll(() => page.locator('.account__tag').first().textContent()).toBe('Confirmed');
    await checkAtBothWidths(page, 'account', 'Your account');

    // Typing About You on the laptop, not saved yet...
    await page.goto(`${base}/will/yourself`);
    await typeAboutYou(page);

    // ...while on the phone the password is forgotten and reset.
    const phone = await newVisitor(app.browser, DESKTOP);
    await phone.page.goto(`${base}/will/sign-in`);
    await heading(phone.page, 'Sign in');
    // The sign-in page is prerendered: its button acts once React has hydrated it.
    await clickWhenHydrated(phone.page.getByRole('button', { name: 'Forgot your password?' }));
    await heading(phone.page, 'Forgot your password?');
    await phone.page.getByLabel('Email address').fill(email);
    await phone.page.getByRole('button', { name: 'Send reset link' }).click();
    await heading(phone.page, 'Check your email');
    await phone.page.goto(await linkFromOutbox(app.server.dataDir, email, `${base}/will/reset-password?token=`));
    await heading(phone.page, 'Choose a new password');
    await phone.page.getByLabel('New password').fill(NEW_PASSWORD);
    await phone.page.getByRole('button', { name: 'Set new password' }).click();
    await phone.page.waitForURL(/\/will\/sign-in$/);
    await expect.poll(() => phone.page.getByText('Your password has been changed. Sign in with your new password.').count()).toBe(1);

    // The laptop's session is gone: saving says so, and nothing typed is lost.
    await page.getByRole('button', { name: 'Save' }).click();
    const ended = page.getByRole('dialog', { name: 'You have been signed out' });
    await ended.waitFor();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/session-ended.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => fetch('/api/will').then((r) => r.status))).toBe(401);
    await ended.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL(/\/will\/sign-in\?redirect=%2Fwill%2Fyourself$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/will\/dashboard#family$/);
    const saved = await page.evaluate(() => fetch('/api/will').then((r) => r.json()));
    expect(saved.will.userInfo).toMatchObject({ fullName: 'Jane Kept Smith', phoneNumber: '029 2000 0000' });

    // Download the data and find the will in it.
    await page.goto(`${base}/will/account`);
    await heading(page, 'Your account');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^will-writer-data-\d{4}-\d{2}-\d{2}\.zip$/);
    // The shared Chromium is connected over a WebSocket: the download is copied here with saveAs.
    const zip = join(mkdtempSync(join(tmpdir(), 'account-export-')), 'export.zip');
    await download.saveAs(zip);
    const files = unzipSync(new Uint8Array(readFileSync(zip)));
    expect(JSON.parse(strFromU8(files['will.json']!)).will.userInfo.fullName).toBe('Jane Kept Smith');
    expect(JSON.parse(strFromU8(files['account.json']!)).email).toBe(email);
    expect(strFromU8(files['draft-will.pdf']!.slice(0, 5))).toBe('%PDF-');

    // The confirmation asks for the password; a wrong one is refused there, at the field, which takes the focus;
    // then delete the account, and fail to sign in again.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.waitFor();
    // Its warning is the dialog's description, read out with its title.
    expect(await confirm.evaluate((dialog) => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent?.length ?? 0)).toBeGreaterThan(20);
    const password = confirm.getByLabel('Enter your password to confirm');
    await password.fill('not my password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => confirm.getByText('The password is not right.').count()).toBe(1);
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    await checkAtBothWidths(page, 'delete-account-confirm', 'Your account');
    await password.fill(NEW_PASSWORD);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(/\/will\/sign-in$/);
    await expect.poll(() => page.getByText('Your account has been deleted.').count()).toBe(1);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('The email address or password is not right').count()).toBeGreaterThan(0);

    // 401 and 403 after signing out, 422 for the refused password.
    expect(laptop.problems.filter((p) => !/status of (401|403|422)/.test(p))).toEqual([]);
    expect(phone.problems).toEqual([]);
    await phone.close();
    await laptop.close();
  });

  it('shows the privacy page from the footer, in plain words, accessible at both widths', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await heading(page, 'Sign in');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL(/\/will\/privacy$/);
    await checkAtBothWidths(page, 'privacy', 'How we use your data');
    for (const section of ['What we keep', 'Why we keep it', 'Who we share it with', 'How long we keep it', 'Your rights']) {
      await expect.poll(() => page.getByRole('heading', { level: 2, name: section }).count()).toBe(1);
    }
    const shared = await page.getByRole('region', { name: 'Who we share it with' }).getByRole('listitem').allTextContents();
    for (const processor of ['Our legal team', 'Our payment provider', 'Our email delivery service', 'Our postcode lookup service']) {
      expect(shared.filter((point) => point.startsWith(processor)), processor).toHaveLength(1);
    }
    // The unpaid-draft period is the server's (RETENTION_UNPAID_DRAFT_DAYS, 365 by default).
    await expect.poll(() => page.getByText('once you have not used it for 365 days', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByText('without your name, email address or anything else that identifies you', { exact: false }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('warns a minute before the session ends, accessibly', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    // The browser's clock runs ahead of the server's, so the warning comes without waiting half an hour for it.
    await page.clock.install();
    await signUpThroughApi(page, app.server.baseUrl);
    await page.goto(`${app.server.baseUrl}/will/account`);
    await heading(page, 'Your account');
    await page.clock.fastForward('29:10');
    const warning = page.getByRole('dialog', { name: 'You are about to be signed out' });
    await warning.waitFor();
    await checkAtBothWidths(page, 'session-warning', 'Your account');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe('Stay signed in');
    // Left alone, the same dialog says the session has ended, and its one button takes the focus.
    await page.clock.fastForward('01:30');
    await page.getByRole('dialog', { name: 'You have been signed out' }).waitFor();
    await expect.poll(focused).toBe('Sign in again');
    expect(problems).toEqual([]);
    await close();
  });
});
