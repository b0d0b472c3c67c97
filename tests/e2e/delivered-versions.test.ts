/**
 * A delivered will kept in step with the answers: after delivery the user changes an answer, the
 * dashboard says the delivered will no longer matches, names the changed section and keeps the delivered PDF; the
 * user resubmits free (the update subscription of the purchase is active), the legal team sees what changed and
 * delivers again, and both delivered versions are listed with their dates and downloadable.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownAppUnderTest } from './app-under-test';
import { checkAtBothWidths, DESKTOP, newVisitor, signedInReviewerPage, signUpThroughApi, storedWill, payForCompleteWill } from './visitor';
import { longDate } from '../../engine/drafting/long-date';

// The review console lists every paid will: a server of its own keeps other files' wills out of its queue.
const app = ownAppUnderTest();

async function post(page: Page, path: string, data: unknown = {}) {
  const base = app.server.baseUrl;
  const response = await page.request.post(`${base}${path}`, { headers: { Origin: base }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The reviewer opens Jane Smith's submission in the console and delivers it. */
async function deliverInConsole(r: Page) {
  await r.goto(`${app.server.baseUrl}/review`);
  await r.getByRole('link', { name: 'Jane Smith' }).click();
  await r.getByRole('button', { name: 'Deliver the will' }).click();
  await r.getByRole('dialog', { name: 'Deliver this will?' }).getByRole('button', { name: 'Deliver and email' }).click();
  await r.getByText('The will has been delivered.').waitFor();
}

const sidebar = (page: Page) => page.getByRole('complementary');

describe('A delivered will kept in step with the answers', () => {
  it('shows the mismatch after an edit, resubmits free, is delivered again, and lists both versions', async () => {
    const writer = await newVisitor(app.browser, DESKTOP);
    const w = writer.page;
    await w.goto(`${app.server.baseUrl}/will/sign-in`);
    await payForCompleteWill(w, app.server, await signUpThroughApi(w, app.server.baseUrl, 'Jane Smith'));
    const reviewer = await newVisitor(app.browser, DESKTOP);
    const r = reviewer.page;
    await r.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReviewerPage(r, app.server);
    await deliverInConsole(r);
    const today = longDate(new Date().toISOString().slice(0, 10));

    // Delivered and unchanged: the will is ready.
    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    await sidebar(w).getByRole('heading', { name: 'Your will is ready' }).waitFor();
    // The summary's line says the will's state, not how long writing one takes.
    expect(await w.getByText('Your will has been delivered. You can still change your answers and resubmit it.').count()).toBe(1);
    expect(await w.getByText('It can take as little as 15 mins', { exact: false }).count()).toBe(0);
    await sidebar(w).getByText(`Version 1, delivered on ${today}`).waitFor();

    // The user changes an answer after delivery.
    const current = await storedWill(w);
    await post(w, '/api/will', { ...current.will, otherWishes: { wish: 'I would like my ashes scattered at Malham Cove.' }, people: current.people, revision: current.revision });
    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    await sidebar(w).getByRole('heading', { name: 'Your will no longer matches your answers' }).waitFor();
    const changed = sidebar(w).locator('.dashboard__delivered-changes');
    expect(await changed.getByRole('listitem').allInnerTexts()).toEqual(['Other wishes']);
    expect(await changed.getByRole('link', { name: 'Other wishes' }).getAttribute('href')).toBe('/will/other/wishes');
    expect(await changed.getByRole('link', { name: `Download the will delivered on ${today}` }).getAttribute('href')).toBe('/api/will/documents/1.pdf');
    await expect.poll(() => sidebar(w).getByRole('link', { name: 'Download your will' }).count()).toBe(0);
    await checkAtBothWidths(w, 'delivered-changed', 'My Will');

    // Resubmit is free: the purchase's update subscription is active.
    await sidebar(w).getByRole('button', { name: 'Resubmit' }).click();
    await sidebar(w).getByText('Submitted successfully').first().waitFor();
    await sidebar(w).getByRole('heading', { name: "We're checking your will" }).waitFor();
    expect((await storedWill(w)).submission.state).toBe('NEW');
    await sidebar(w).getByText(`Version 1, delivered on ${today}`).waitFor();
    await checkAtBothWidths(w, 'delivered-resubmitted', 'My Will');

    // The legal team sees what changed since the delivery, and delivers again.
    await r.goto(`${app.server.baseUrl}/review`);
    await r.getByRole('link', { name: 'Jane Smith' }).click();
    await r.locator('.review__changes').getByText('I would like my ashes scattered at Malham Cove.').waitFor();
    await deliverInConsole(r);

    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    await sidebar(w).getByRole('heading', { name: 'Your will is ready' }).waitFor();
    const versions = sidebar(w).getByRole('region', { name: 'Your delivered wills' });
    await expect.poll(() => versions.getByRole('listitem').count()).toBe(2);
    expect(await versions.getByRole('listitem').first().innerText()).toContain(`Version 2, delivered on ${today}`);
    await checkAtBothWidths(w, 'delivered-versions', 'My Will');
    for (const number of [1, 2]) {
      const link = versions.getByRole('link', { name: `Download version ${number} (PDF)` });
      const response = await w.request.get(`${app.server.baseUrl}${await link.getAttribute('href')}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
    }
    // Only its owner downloads a version.
    expect((await r.request.get(`${app.server.baseUrl}/api/will/documents/1.pdf`)).status()).toBe(404);

    // Refunded within the guarantee: the summary line and the panel say so, and what happens to the documents.
    await post(w, '/api/checkout/refund');
    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    await sidebar(w).getByRole('heading', { name: 'Your payment was refunded' }).waitFor();
    expect(await w.getByText('Your payment was refunded, so our legal team is no longer checking your will.').count()).toBe(1);
    expect(await w.getByText('Our legal team is checking your will.').count()).toBe(0);
    await sidebar(w).getByText('The documents we delivered before the refund are still yours', { exact: false }).waitFor();
    await expect.poll(() => versions.getByRole('listitem').count()).toBe(2);
    await checkAtBothWidths(w, 'delivered-refunded', 'My Will');
    await writer.close();
    await reviewer.close();
  });
});
