import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownAppUnderTest } from './app-under-test';
import { checkAtBothWidths, confirmEmail, DESKTOP, linkFromOutbox, newVisitor, signedInReviewerPage, signUpThroughApi, storeCompleteWill } from './visitor';
import { finishedMirrorPayload } from '../server/mirror-test-data';
import type { Will } from '../../engine/will/will';

// The review console lists every paid will: a server of its own keeps other files' wills out of its queue.
const app = ownAppUnderTest();

/** A POST from the page's own cookie jar that must succeed; answers its JSON. */
async function post(page: Page, path: string, data: unknown = {}) {
  const base = app.server.baseUrl;
  const response = await page.request.post(`${base}${path}`, { headers: { Origin: base }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Pays for the signed-in user's will through the checkout API on the local test gateway with 4242 4242 4242 4242. */
async function pay(page: Page) {
  const method = await post(page, '/api/local-gateway/payment-methods', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
  await post(page, '/api/checkout/payment-method', { payment_method: method.id });
  const intent = await post(page, '/api/checkout/payment-intent');
  await post(page, '/api/local-gateway/confirm', { client_secret: intent.payment_intent.client_secret, payment_method: method.id });
  await post(page, '/api/checkout/complete', { order_id: intent.order_id });
}

describe('Mirror wills in the review console, end to end', () => {
  it('a reviewer opens one will of a paid pair, follows the link to the other and reads the two side by side', async () => {
    const base = app.server.baseUrl;
    // Jane writes a complete will (her partner is John Smith) and invites John, consenting to share what a mirror copies.
    const jane = await newVisitor(app.browser, DESKTOP);
    await jane.page.goto(`${base}/will/sign-in`);
    const janeEmail = await signUpThroughApi(jane.page, base, 'Jane Smith');
    await storeCompleteWill(jane.page, base);
    confirmEmail(app.server.dataDir, janeEmail);
    const john = await newVisitor(app.browser, DESKTOP);
    await john.page.goto(`${base}/will/sign-in`);
    const johnEmail = await signUpThroughApi(john.page, base, 'John Smith');
    confirmEmail(app.server.dataDir, johnEmail);
    await post(jane.page, '/api/mirror-invitation', { name: 'John Smith', email: johnEmail, consent: true, jointInstructions: true });

    // John accepts with the token from the mail, finishes the prefilled will (a different money gift) and stores it.
    const link = await linkFromOutbox(app.server.dataDir, johnEmail, `${base}/will/mirror/accept?token=`);
    expect(await post(john.page, '/api/mirror-invitation/accept', { token: new URL(link).searchParams.get('token'), jointInstructions: true })).toMatchObject({ status: 'ACCEPTED' });
    const prefilled = await (await john.page.request.get(`${base}/api/will`)).json();
    const will: Will = { ...prefilled.will, relations: prefilled.people.relations, children: prefilled.people.children };
    expect(will.mirror?.inviterName).toBe('Jane Smith');
    await post(john.page, '/api/will', finishedMirrorPayload(will, prefilled.revision));

    // Paid and submitted separately.
    await pay(jane.page);
    await pay(john.page);

    const reviewer = await newVisitor(app.browser, DESKTOP);
    const r = reviewer.page;
    await r.goto(`${base}/will/sign-in`);
    await signedInReviewerPage(r, app.server);
    await r.goto(`${base}/review`);
    // The queue names the pair on both wills.
    const row = (name: string) => r.getByRole('row').filter({ has: r.getByRole('link', { name, exact: true }) });
    await row('Jane Smith').getByText('Mirror will of John Smith').waitFor();
    await row('John Smith').getByText('Mirror will of Jane Smith').waitFor();
    await checkAtBothWidths(r, 'mirror-review-queue', 'Review queue');
    await r.getByRole('link', { name: 'Jane Smith', exact: true }).click();
    await r.getByRole('heading', { level: 1, name: 'Review the will of Jane Smith' }).waitFor();
    await r.getByRole('link', { name: 'Mirror will of John Smith' }).waitFor();
    await checkAtBothWidths(r, 'mirror-review-submission', 'Review the will of Jane Smith');

    // The pair link opens John's submission, which links back to Jane's.
    await r.getByRole('link', { name: 'Mirror will of John Smith' }).click();
    await r.getByRole('heading', { level: 1, name: 'Review the will of John Smith' }).waitFor();
    await r.getByRole('link', { name: 'Mirror will of Jane Smith' }).waitFor();

    // The differences view: John's will beside Jane's, aligned by clause.
    await r.getByRole('link', { name: 'Compare the two wills clause by clause' }).click();
    const title = 'Differences: John Smith and Jane Smith';
    await r.getByRole('heading', { level: 1, name: title }).waitFor();
    await checkAtBothWidths(r, 'mirror-review-differences', title);
    const clause = (heading: string) => r.locator('section', { has: r.getByRole('heading', { level: 2, name: heading, exact: true }) });
    // The gifts differ (£750 against £500 and the books), and only the words that differ are marked.
    const gifts = clause('Gifts');
    await expect.poll(() => gifts.getByText('Differs', { exact: true }).count()).toBe(1);
    expect(await gifts.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['750', '500']));
    expect(await gifts.locator('tr.mirror-diff__line--left-only, tr.mirror-diff__line--right-only').count()).toBeGreaterThan(0);
    // The declaration names each maker: shown, but not marked.
    const opening = clause('Declaration');
    await opening.getByText('Same apart from the names or numbering').waitFor();
    await opening.getByText(/last will of me, John Smith/).waitFor();
    await opening.getByText(/last will of me, Jane Smith/).waitFor();
    expect(await opening.locator('mark').count()).toBe(0);
    // The summary names the one clause that differs; the filter leaves only it.
    await r.getByRole('navigation', { name: 'Summary' }).getByRole('link', { name: 'Gifts' }).waitFor();
    const clauses = r.locator('section.mirror-diff__clause');
    expect(await clauses.count()).toBeGreaterThan(5);
    await r.getByLabel('Show only the clauses that differ').check();
    await expect.poll(() => clauses.count()).toBe(1);
    await checkAtBothWidths(r, 'mirror-review-differences-only', title);

    // Back to John's will.
    await r.getByRole('link', { name: 'Back to the will of John Smith' }).click();
    await r.getByRole('heading', { level: 1, name: 'Review the will of John Smith' }).waitFor();

    for (const visitor of [jane, john, reviewer]) expect(visitor.problems).toEqual([]);
    for (const visitor of [jane, john, reviewer]) await visitor.close();
  });
});
