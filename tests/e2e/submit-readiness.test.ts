/**
 * submit rule in the browser: an unfinished will cannot be paid for (checkout shows what to finish first,
 * with no card form), the legal team cannot deliver a will whose blocking checks fail, and the preview shows the
 * will, its signing guide and its letter of wishes as three documents, each with its own PDF.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownAppUnderTest } from './app-under-test';
import { validPayload } from '../server/will-test-data';
import { checkAtBothWidths, confirmEmail, DESKTOP, newVisitor, signedInReviewerPage, signUpThroughApi, payForCompleteWill } from './visitor';

// The review console lists every paid will: a server of its own keeps other files' wills out of its queue.
const app = ownAppUnderTest();

const post = async (page: Page, path: string, data: unknown = {}) => {
  const base = app.server.baseUrl;
  const response = await page.request.post(`${base}${path}`, { headers: { Origin: base }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
};

describe('submitting only a finished will, end to end', () => {
  it('an empty new account opening /will/checkout is told to finish About You first, with a link and no card form', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    const email = await signUpThroughApi(page, app.server.baseUrl, 'Nora Newcomer');
    confirmEmail(app.server.dataDir, email);
    await page.goto(`${app.server.baseUrl}/will/checkout`);
    await page.getByRole('heading', { level: 2, name: 'Finish your will before you pay' }).waitFor();
    await checkAtBothWidths(page, 'checkout-not-ready', 'Checkout');
    await expect.poll(() => page.getByText('Finish About You first.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Go to About You' }).getAttribute('href')).toBe('/will/yourself');
    expect(await page.getByRole('link', { name: 'Back to My Will' }).getAttribute('href')).toBe('/will/dashboard');
    // No card form, no pay button.
    expect(await page.getByRole('button', { name: /pay|Complete Checkout/i }).count()).toBe(0);
    expect(await page.locator('iframe, input[autocomplete="cc-number"]').count()).toBe(0);
    await page.getByRole('link', { name: 'Go to About You' }).click();
    await page.waitForURL(/\/will\/yourself/);
    expect(problems).toEqual([]);
    await close();
  });

  it('the reviewer cannot deliver a will whose blocking checks fail: Deliver is unavailable and the checks are listed', async () => {
    const writer = await newVisitor(app.browser, DESKTOP);
    await writer.page.goto(`${app.server.baseUrl}/will/sign-in`);
    const email = await signUpThroughApi(writer.page, app.server.baseUrl, 'Jane Smith');
    await payForCompleteWill(writer.page, app.server, email);
    // After paying, the writer empties their will: no name, address, executor or residuary estate.
    await post(writer.page, '/api/will', { people: { relations: {}, children: {} }, revision: 1 });

    const reviewer = await newVisitor(app.browser, DESKTOP);
    await reviewer.page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReviewerPage(reviewer.page, app.server);
    const r = reviewer.page;
    await r.goto(`${app.server.baseUrl}/review`);
    await r.getByRole('link', { name: /Jane Smith|Unnamed|@/ }).first().click();
    await r.getByText(/Delivery is unavailable: the checks below fail/).waitFor();
    const heading = await r.getByRole('heading', { level: 1 }).last().innerText();
    await checkAtBothWidths(r, 'review-deliver-blocked', heading);
    for (const check of ['About You: Your full name is missing. Add it in About You.', 'Executors: You must allocate one or more executors.']) {
      await expect.poll(() => r.getByText(check, { exact: false }).count()).toBeGreaterThan(0);
    }
    const deliver = r.getByRole('button', { name: 'Deliver the will' });
    expect(await deliver.count()).toBe(1);
    expect(await deliver.isDisabled()).toBe(true);
    // Sending it back is still offered.
    await expect.poll(() => r.getByRole('button', { name: 'Send back for changes' }).count()).toBe(1);
    expect(writer.problems).toEqual([]);
    expect(reviewer.problems).toEqual([]);
    await writer.close();
    await reviewer.close();
  });

  it('the preview shows the will, the signing guide and the letter of wishes as three documents, each with its PDF', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signUpThroughApi(page, app.server.baseUrl, 'Jane Smith');
    // The complete will with a message for the partner: the letter of wishes holds it.
    const payload = validPayload(0);
    payload.estate = payload.estate!.map((share, index) => (index === 0 ? { ...share, message: 'Thank you for everything.' } : share));
    await post(page, '/api/will', payload);
    await page.goto(`${app.server.baseUrl}/will/preview`);
    await checkAtBothWidths(page, 'preview-three-documents', 'Last Will of Jane Smith');
    const downloads: [string, string][] = [
      ['Your will', 'Download the draft as a PDF'],
      ['Signing guide', 'Download the signing guide as a PDF'],
      ['Letter of wishes', 'Download the letter of wishes as a PDF'],
    ];
    for (const [documentHeading, download] of downloads) {
      await expect.poll(() => page.getByRole('heading', { name: documentHeading, exact: true }).count()).toBe(1);
      const href = await page.getByRole('link', { name: download }).getAttribute('href');
      expect(href, download).toBeTruthy();
      const pdf = await page.request.get(`${app.server.baseUrl}${href}`);
      expect(pdf.status(), href!).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(problems).toEqual([]);
    await close();
  });
});
