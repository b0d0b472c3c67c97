import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownAppUnderTest } from './app-under-test';
import { FAKE_STRIPE_JS } from './fake-stripe-js';
import { newVisitor, signUpThroughApi, DESKTOP, checkAtBothWidths, storedWill, confirmEmail } from './visitor';
import { completePayload } from '../../engine/will/fixtures/will-fixtures';

// The sample coupons (WELCOME10, LPA20, FREEWILL) are seeded only when asked for, as here.
const app = ownAppUnderTest({ SAMPLE_COUPONS: 'true' });

const CHECKOUT = 'Checkout';
const COMPLETE = 'Thank you, your will is on its way';
const DOGS_TRUST = 'Dogs Trust';
const CHARITY_QUESTION = `May we tell ${DOGS_TRUST} about your gift?`;
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

const checkScreen = (page: Page, name: string, heading: string) => checkAtBothWidths(page, `checkout-${name}`, heading);
const post = (page: Page, path: string, data: unknown) => page.request.post(`${app.server.baseUrl}${path}`, { headers: { Origin: app.server.baseUrl }, data });


/**
 * A signed-in user whose will is complete (engine/will/fixtures' will, which leaves Dogs Trust 10% of the estate);
 * `throughCharity` makes them a visitor who came through Dogs Trust's link, so checkout asks about telling it.
 * Their address is confirmed unless `confirmed` is false.
 */
async function userWithCompleteWill(page: Page, throughCharity: boolean, confirmed = true): Promise<string> {
  const email = await signUpThroughApi(page, app.server.baseUrl);
  if (confirmed) confirmEmail(app.server.dataDir, email);
  if (throughCharity) {
    const answers = await post(page, '/api/onboarding-answer', { willSource: 'charity', partnerCharityNumber: '227523', type: 'willBasic', onboarding_status: 'completed' });
    expect(answers.ok(), await answers.text()).toBe(true);
  }
  const saved = await post(page, '/api/will', { ...completePayload(), revision: 0 });
  expect(saved.ok(), await saved.text()).toBe(true);
  return email;
}

async function openCheckout(page: Page) {
  await page.goto(`${app.server.baseUrl}/will/checkout`);
  await page.getByRole('heading', { level: 1, name: CHECKOUT }).waitFor();
}

/**
 * Checkout reached from My Will's button: the browser asks for the cart and the status itself (a checkout opened from
 * its address is drawn by the server from its own reads, ADR 0015), so a test can change what they answer.
 */
async function openCheckoutFromMyWill(page: Page) {
  await page.goto(`${app.server.baseUrl}/will/dashboard`);
  // Once My Will has hydrated: before, the link is a plain one, which loads checkout from the server.
  await page.waitForFunction(() => {
    const link = document.querySelector('a[href="/will/checkout"]');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
  await page.getByRole('link', { name: 'Submit and pay' }).click();
  await page.waitForURL(/\/will\/checkout$/);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('1230');
  await page.getByLabel('Security code (CVC)').fill('123');
}

const cart = (page: Page) => page.getByRole('region', { name: 'Your order' });
const storedCart = (page: Page) => page.evaluate(() => fetch('/api/cart').then((r) => r.json()));
const toast = (page: Page, text: string) => page.locator('.toast__message', { hasText: text });

describe('checkout on the embedded local gateway', () => {
  it('a user adds and removes the LPA, is refused a coupon, pays with WELCOME10, tells the charity, and cannot pay again', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    const email = await userWithCompleteWill(page, true);

    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await page.getByRole('link', { name: 'Submit and pay' }).click();
    await page.waitForURL(/\/will\/checkout$/);
    await page.getByRole('heading', { level: 1, name: CHECKOUT }).waitFor();
    await expect.poll(() => cart(page).getByText('Your Will').count()).toBe(1);
    expect(await cart(page).getByText('£90.00').count()).toBeGreaterThan(0);
    const pay = page.getByRole('button', { name: 'Confirm and pay £90.00' });
    expect(await pay.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('30-day money-back guarantee').count()).toBe(1);
    // Before paying, what the update subscription costs once its free year ends, and that it can be cancelled.
    await expect.poll(() => page.getByRole('region', { name: 'Free updates for a year' }).getByText(/renews at £10\.00 a year, taken from this card, unless you cancel it/).count()).toBe(1);
    await checkScreen(page, 'start', CHECKOUT);

    await page.getByRole('button', { name: 'Add Lasting Power of Attorney' }).click();
    await expect.poll(() => toast(page, 'Lasting Power of Attorney added successfully!').count()).toBe(1);
    await expect.poll(() => cart(page).getByText('Lasting Power of Attorney').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Confirm and pay £189.00' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Add Lasting Power of Attorney' }).count()).toBe(0);
    await checkScreen(page, 'with-lpa', CHECKOUT);
    await cart(page).getByRole('button', { name: 'Remove Lasting Power of Attorney' }).click();
    await expect.poll(() => cart(page).getByText('Lasting Power of Attorney').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Add Lasting Power of Attorney' }).count()).toBe(1);

    const code = page.getByLabel('Coupon code');
    // A code is not a word: no spelling marks under WELCOME10.
    expect(await code.evaluate((input) => (input as HTMLInputElement).spellcheck)).toBe(false);
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await code.fill('LPA20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText("This coupon doesn't apply to any products in your cart!").count()).toBe(1);
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    // The refusal is drawn under the code field (SPEC 2.14), not between its label and the field.
    const refusal = page.getByText("This coupon doesn't apply to any products in your cart!");
    const [fieldBox, refusalBox] = [await code.boundingBox(), await refusal.boundingBox()];
    expect(refusalBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height);
    await checkScreen(page, 'coupon-refused', CHECKOUT);
    await code.fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Coupon WELCOME10 applied').count()).toBe(1);
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await expect.poll(() => page.getByLabel('Coupon code').count()).toBe(1);
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Coupon WELCOME10 applied').count()).toBe(1);

    const discounted = page.getByRole('button', { name: 'Confirm and pay £81.00' });
    await fillCard(page, CARD_OK);
    await expect.poll(() => discounted.isEnabled()).toBe(true);
    await checkScreen(page, 'card-complete', CHECKOUT);
    await discounted.click();

    await page.waitForURL(/\/will\/checkout-charity-contact$/);
    await page.getByRole('heading', { level: 1, name: CHARITY_QUESTION }).waitFor();
    // The page says what the charity is given before the user agrees.
    await expect.poll(() => page.getByRole('heading', { name: `What we pass to ${DOGS_TRUST} if you say yes` }).count()).toBe(1);
    expect(await page.locator('.charity-contact__shared li').allTextContents()).toEqual(['Your name', 'Your email address', 'That your will leaves them a gift']);
    await checkScreen(page, 'charity-contact', CHARITY_QUESTION);
    await page.getByRole('button', { name: 'Yes' }).click();

    await page.waitForURL(/\/will\/checkout-complete$/);
    await page.getByRole('heading', { level: 1, name: COMPLETE }).waitFor();
    await expect.poll(() => page.getByText(email, { exact: false }).count()).toBe(1);
    // The user's own refer-a-friend code (SPEC 2.14), a quarter off a friend's will, read from the server.
    await expect.poll(() => page.getByText(/^FRIEND-[A-Z2-9]{6}$/).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Refer a friend' }).count()).toBe(1);
    await expect.poll(() => page.getByText('they get 25% off theirs', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Your Lasting Power of Attorney' }).count()).toBe(0);
    await checkScreen(page, 'complete', COMPLETE);
    const stored = await storedWill(page);
    expect(stored.paid).toBe(true);
    expect(stored.submission.state).toBe('NEW');

    // Back from the pages after payment into checkout leads to My Will (SPEC 2.2).
    await page.goBack();
    await page.waitForURL(/\/will\/checkout-charity-contact$/);
    await page.getByRole('heading', { level: 1, name: CHARITY_QUESTION }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/will\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: 'My Will' }).waitFor();

    // Opened again once paid, checkout offers nothing to pay.
    await openCheckout(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Your will is paid for' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /Confirm and pay|Complete Checkout/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Go to My Will' }).getAttribute('href')).toBe('/will/dashboard');
    await checkScreen(page, 'paid', CHECKOUT);

    // The refused coupon logs its 422 in the console; nothing else may.
    expect(problems.filter((problem) => !/status of 422/.test(problem))).toEqual([]);
    await close();
  });

  it('a declined card gets the toast and Pay back; then the LPA and urgent will are paid for with a good card', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await userWithCompleteWill(page, false);
    await openCheckout(page);
    await fillCard(page, CARD_DECLINED);
    const pay = page.getByRole('button', { name: 'Confirm and pay £90.00' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await expect.poll(() => toast(page, 'Your card was declined.').count()).toBe(1);
    await expect.poll(() => pay.isEnabled()).toBe(true);
    // The reason also stays by the Pay button, where the toast may be gone by the time the user looks.
    await expect.poll(() => page.locator('.checkout__payment').getByText('Your card was declined.', { exact: true }).count()).toBe(1);
    expect(page.url()).toMatch(/\/will\/checkout$/);
    await checkScreen(page, 'declined', CHECKOUT);

    await page.getByRole('button', { name: 'Add Lasting Power of Attorney' }).click();
    await expect.poll(() => toast(page, 'Lasting Power of Attorney added successfully!').count()).toBe(1);
    await page.getByRole('button', { name: 'Add Urgent Will' }).click();
    await expect.poll(() => toast(page, 'Urgent Will added successfully!').count()).toBe(1);
    await fillCard(page, CARD_OK);
    // Correcting a digit mid-number keeps the caret where it was (the number regroups under it).
    const number = page.getByLabel('Card number');
    await number.focus();
    await number.evaluate((input: HTMLInputElement) => input.setSelectionRange(6, 6));
    await page.keyboard.press('Backspace');
    await page.keyboard.press('4');
    expect(await number.inputValue()).toBe(CARD_OK);
    // The date is stated before payment: with the urgent will in the cart, the urgent one.
    const statedLine = await cart(page).getByText(/as it is urgent, we'll have the will reviewed and emailed by/).innerText();
    const stated = /by (\w+ \d+ \w+ \d{4})\.$/.exec(statedLine)![1]!;
    const payAll = page.getByRole('button', { name: 'Confirm and pay £239.00' });
    await expect.poll(() => payAll.isEnabled()).toBe(true);
    await payAll.click();

    // No coupon: straight to the complete page, with the LPA's get-started card.
    await page.waitForURL(/\/will\/checkout-complete$/);
    await page.getByRole('heading', { level: 1, name: COMPLETE }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Your Lasting Power of Attorney' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/As you chose an urgent will, it will be reviewed and emailed to you by/).count()).toBe(1);
    await checkScreen(page, 'complete-lpa', COMPLETE);
    // A reload keeps the LPA card and the due date: the page reads the paid order from the server.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: COMPLETE }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Your Lasting Power of Attorney' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/As you chose an urgent will, it will be reviewed and emailed to you by/).count()).toBe(1);
    // The friend code comes in its own request, which may answer after the order's.
    await expect.poll(() => page.getByText(/^FRIEND-[A-Z2-9]{6}$/).count()).toBe(1);
    const urgentLine = await page.getByText(/As you chose an urgent will, it will be reviewed and emailed to you by/).innerText();
    const dueDate = /by (\w+ \d+ \w+ \d{4})\.$/.exec(urgentLine)![1]!;
    expect(dueDate).toBe(stated);
    await page.getByRole('link', { name: 'Go to My Will' }).click();
    await page.waitForURL(/\/will\/dashboard$/);
    // My Will gives the urgent will the same due date as the complete page (and the receipt): the submission's.
    await page.getByRole('complementary').getByText(`reviewed and emailed to you, with signing instructions, by ${dueDate}.`, { exact: false }).waitFor();

    // A declined card logs the refused request in the console; nothing else may.
    expect(problems.filter((problem) => !/status of 402/.test(problem))).toEqual([]);
    await close();
  });

  it("a 100% coupon reads 'Complete Checkout', still takes the card, and with no charity to ask goes to the complete page", async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await userWithCompleteWill(page, false);
    await openCheckout(page);
    // The local gateway's form never brings Stripe.js, nor the Stripe form's chunk, into the page.
    expect(requested.filter((url) => /stripe/i.test(url))).toEqual([]);
    await page.getByLabel('Coupon code').fill('FREEWILL');
    await page.getByRole('button', { name: 'Apply' }).click();
    const complete = page.getByRole('button', { name: 'Complete Checkout' });
    await complete.waitFor();
    expect(await cart(page).getByText('Free').count()).toBeGreaterThan(0);
    expect(await complete.isDisabled()).toBe(true);
    await fillCard(page, CARD_OK);
    await expect.poll(() => complete.isEnabled()).toBe(true);
    await checkScreen(page, 'free', CHECKOUT);
    await complete.click();
    await page.waitForURL(/\/will\/checkout-complete$/);
    await page.getByRole('heading', { level: 1, name: COMPLETE }).waitFor();
    expect((await storedWill(page)).paid).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the error page with the message, the way back and the phone number when the cart cannot load', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    await userWithCompleteWill(page, false);
    await page.route('**/api/cart', (route) => route.fulfill({ status: 500, json: { type: 'unexpected', message: 'Sorry, something went wrong.' } }));
    await openCheckoutFromMyWill(page);
    const title = 'Whoops! Looks like something went wrong...';
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => page.getByText('Sorry, something went wrong.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to My Will' }).getAttribute('href')).toBe('/will/dashboard');
    expect(await page.getByRole('link', { name: '020 7946 0000' }).getAttribute('href')).toBe('tel:02079460000');
    await checkScreen(page, 'error', title);
    await close();
  });

  it('a user whose address is not confirmed is told before typing a card, and can have a new link sent', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    const email = await userWithCompleteWill(page, false, false);
    await openCheckout(page);
    const notice = page.getByRole('region', { name: 'Confirm your email address to pay' });
    await notice.waitFor();
    await checkScreen(page, 'unconfirmed', CHECKOUT);
    await notice.getByRole('button', { name: 'Resend verification email' }).click();
    await expect.poll(() => notice.getByText(`We've sent a new link to ${email}.`, { exact: false }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
  it('takes off a coupon with the add-on it applied to alone, says an ended card has expired, drops a decline once the card changes, and lines up Expiry and CVC', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await userWithCompleteWill(page, false);
    await openCheckout(page);
    // At 1280 px the CVC's hint wraps where the expiry's does not: the labels, and the boxes, still share a line.
    const top = async (label: string) => (await page.getByText(label, { exact: true }).boundingBox())!.y;
    const boxTop = async (label: string) => (await page.getByLabel(label).boundingBox())!.y;
    expect(await top('Expiry date')).toBe(await top('Security code (CVC)'));
    expect(await boxTop('Expiry date')).toBe(await boxTop('Security code (CVC)'));

    await page.getByRole('button', { name: 'Add Lasting Power of Attorney' }).click();
    await expect.poll(() => cart(page).getByText('Lasting Power of Attorney').count()).toBe(1);
    await page.getByLabel('Coupon code').fill('LPA20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Coupon LPA20 applied').count()).toBe(1);
    await cart(page).getByRole('button', { name: 'Remove Lasting Power of Attorney' }).click();
    await expect.poll(() => toast(page, "This coupon doesn't apply to any products in your cart!").count()).toBe(1);
    await expect.poll(() => page.getByText(/^Coupon LPA20 was taken off with the add-on it applied to\./).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Confirm and pay £90.00' }).count()).toBe(1);
    expect((await storedCart(page)).coupon).toBeNull();

    await page.getByLabel('Expiry date').fill('0120');
    // At its field, as a screen reader says it: "Error: " (hidden from sight) and the message.
    await expect.poll(() => page.getByText('Error: Your card has expired', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Expiry date').getAttribute('aria-invalid')).toBe('true');
    expect(await top('Expiry date')).toBe(await top('Security code (CVC)'));
    await checkScreen(page, 'card-expired', CHECKOUT);

    await fillCard(page, CARD_DECLINED);
    await expect.poll(() => page.getByText('Error: Your card has expired', { exact: true }).count()).toBe(0);
    const pay = page.getByRole('button', { name: 'Confirm and pay £90.00' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    const byPay = page.locator('.checkout__payment').getByText('Your card was declined.', { exact: true });
    await expect.poll(() => byPay.count()).toBe(1);
    await page.getByLabel('Card number').fill(CARD_OK);
    await expect.poll(() => byPay.count()).toBe(0);

    expect(problems.filter((problem) => !/status of 402/.test(problem))).toEqual([]);
    await close();
  });
});

describe('the Stripe card form, drawn as shipped (React) with Stripe.js faked in the browser', () => {
  it('mounts the three Stripe fields under their labels, shows a field error, and enables Pay once all are complete', async () => {
    // The page's CSP admits Stripe.js only when the server has Stripe keys; this server has none, so the test lifts it.
    const context = await app.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await context.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }));
    await context.route('**/api/checkout/status', async (route) => {
      const answer = await route.fetch();
      route.fulfill({ response: answer, json: { ...(await answer.json()), gateway: { gateway: 'stripe', publishableKey: 'pk_test_fake' } } });
    });
    await userWithCompleteWill(page, false);
    await openCheckoutFromMyWill(page);
    await page.getByRole('heading', { level: 1, name: CHECKOUT }).waitFor();
    const field = (type: string) => page.locator(`[data-fake-stripe="${type}"]`);
    await expect.poll(() => field('cardNumber').count()).toBe(1);
    await expect.poll(() => field('cardExpiry').count()).toBe(1);
    await expect.poll(() => field('cardCvc').count()).toBe(1);
    expect(await page.locator('#card-number').locator('[data-fake-stripe="cardNumber"]').count()).toBe(1);
    const pay = page.getByRole('button', { name: 'Confirm and pay £90.00' });
    await field('cardNumber').fill('42x');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Your card number is invalid.' }).count()).toBe(1);
    await field('cardNumber').fill('4242424242424242');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Your card number is invalid.' }).count()).toBe(0);
    await field('cardExpiry').fill('1230');
    expect(await pay.isEnabled()).toBe(false);
    await field('cardCvc').fill('1234');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
