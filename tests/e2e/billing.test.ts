import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { newVisitor, signUpThroughApi, DESKTOP, checkAtBothWidths, storedWill, confirmEmail } from './visitor';
import { completePayload } from '../../engine/will/fixtures/will-fixtures';

const app = appUnderTest();

const BILLING = 'Your update subscription';
const DASHBOARD = 'My Will';

const checkScreen = (page: Page, name: string, heading: string) => checkAtBothWidths(page, `billing-${name}`, heading);
const post = async <T,>(page: Page, path: string, data: unknown = {}): Promise<T> => {
  const response = await page.request.post(`${app.server.baseUrl}${path}`, { headers: { Origin: app.server.baseUrl }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};


/** A signed-in user whose complete will was paid for (£90) with the test card, as the checkout screen pays. */
async function paidUser(page: Page): Promise<string> {
  const email = await signUpThroughApi(page, app.server.baseUrl);
  confirmEmail(app.server.dataDir, email);
  await post(page, '/api/will', { ...completePayload(), revision: 0 });
  const card = await post<{ id: string }>(page, '/api/local-gateway/payment-methods', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
  await post(page, '/api/checkout/payment-method', { payment_method: card.id });
  const intent = await post<{ order_id: string; payment_intent: { client_secret: string } }>(page, '/api/checkout/payment-intent');
  await post(page, '/api/local-gateway/confirm', { client_secret: intent.payment_intent.client_secret, payment_method: card.id });
  await post(page, '/api/checkout/complete', { order_id: intent.order_id });
  return email;
}

const status = (page: Page) => page.locator('.billing__state');

describe('after payment', () => {
  it('the billing page shows the free first year, cancels the subscription at its end and resumes it', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await paidUser(page);
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await page.getByRole('link', { name: 'Manage your subscription' }).click();
    await page.waitForURL(/\/will\/billing-portal$/);
    await page.getByRole('heading', { level: 1, name: BILLING }).waitFor();
    await expect.poll(() => status(page).textContent()).toMatch(/^Active until \d{1,2} \w+ \d{4}$/);
    await expect.poll(() => page.getByText(/^Next payment: £10\.00 on \d{1,2} \w+ \d{4}$/).count()).toBe(1);
    await checkScreen(page, 'active', BILLING);

    // Cancelling asks first: keeping it changes nothing.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your update subscription?' });
    await confirm.waitFor();
    await expect.poll(() => confirm.getByText(/^It stays active until \d{1,2} \w+ \d{4}, then ends/).count()).toBe(1);
    await checkScreen(page, 'confirm-cancel', BILLING);
    await confirm.getByRole('button', { name: 'Keep my subscription' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect((await storedWill(page)).subscription).toMatchObject({ is_active: true, cancel_at_period_end: false });
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Cancelling on /);
    // The same button now resumes, and keeps the keyboard focus.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('Resume subscription');
    await expect.poll(() => page.getByRole('status').getByText(/^Your subscription is cancelled\. It ends on /).count()).toBe(1);
    await expect.poll(() => page.getByText('No further payments will be taken.', { exact: true }).count()).toBe(1);
    expect((await storedWill(page)).subscription).toMatchObject({ is_active: true, cancel_at_period_end: true });
    await checkScreen(page, 'cancelling', BILLING);

    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Active until /);
    await expect.poll(focused).toBe('Cancel subscription');
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).isEnabled()).toBe(true);
    expect((await storedWill(page)).subscription).toMatchObject({ is_active: true, cancel_at_period_end: false });

    await page.getByRole('link', { name: 'Back to My Will' }).click();
    await page.getByRole('heading', { level: 1, name: DASHBOARD }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('within 30 days a refund is asked for from the dashboard, confirmed, and shown', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await paidUser(page);
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    const request = page.getByRole('button', { name: 'Request a refund' });
    await request.waitFor();
    await checkScreen(page, 'dashboard-refundable', DASHBOARD);

    await request.click();
    const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('We will refund £90.00 to your card').count()).toBe(1);
    await checkScreen(page, 'refund-confirm', DASHBOARD);
    await dialog.getByRole('button', { name: 'Keep my will' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await storedWill(page)).submission).toMatchObject({ state: 'NEW' });

    await request.click();
    await page.getByRole('dialog', { name: 'Request a refund?' }).getByRole('button', { name: 'Refund my payment' }).click();
    await expect.poll(() => page.getByText(/^Your payment of £90\.00 was refunded on /).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Request a refund' }).count()).toBe(0);
    await expect.poll(async () => (await storedWill(page)).submission?.state).toBe('CANCELLED');
    expect((await storedWill(page)).subscription).toMatchObject({ is_active: false });
    await checkScreen(page, 'dashboard-refunded', DASHBOARD);
    // The dashboard says the purchase was refunded, not that the will is being checked, and offers to pay again.
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Your payment was refunded' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: "We're checking your will" }).count()).toBe(0);
    await page.getByRole('link', { name: 'Submit and pay' }).click();
    await page.waitForURL(/\/will\/checkout$/);
    await page.getByRole('button', { name: 'Confirm and pay £90.00' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('after 30 days the dashboard says the guarantee has ended, and offers no refund', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    const email = await paidUser(page);
    const db = new Database(join(app.server.dataDir, 'will-writer.sqlite'));
    try {
      const paidAt = new Date(Date.now() - 40 * 24 * 3600_000).toISOString();
      expect(db.prepare("UPDATE will_order SET paid_at = ? WHERE receipt_email = ? AND state = 'paid'").run(paidAt, email).changes).toBe(1);
    } finally {
      db.close();
    }
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await page.getByText(/^Refunds are only available within 30 days of purchase\. Your 30 days ended on \d{1,2} \w+ \d{4}\.$/).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Request a refund' }).count()).toBe(0);
    await checkScreen(page, 'dashboard-guarantee-ended', DASHBOARD);
    expect(problems).toEqual([]);
    await close();
  });
});
