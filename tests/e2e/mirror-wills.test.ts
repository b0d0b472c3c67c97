import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownAppUnderTest } from './app-under-test';
import { checkAtBothWidths, confirmEmail, DESKTOP, linkFromOutbox, newVisitor, signedInReviewerPage, signUpThroughApi, storedWill } from './visitor';
import { ADULT_CHILD, completePayload, YOUNG_CHILD } from '../../engine/will/fixtures/will-fixtures';
import { readStepFiles } from '../../server/content/read-step-files';

// Mirror wills, the user's side: invite with consent, follow the mail's link, sign up, accept, confirm
// the children, pass every step, pay with the partner discount; both wills reach the legal team's queue.
// The review console lists every paid will: a server of its own keeps other files' wills out of its queue.
const app = ownAppUnderTest();
const NOTICE = "Filled in from Jane Smith's answers: check each one";
const PASSWORD = 'a long enough password';
/** The routes of the steps drawn as a dialog over their parent step (the estate's capacity question). */
const MODAL_ROUTES = new Set(readStepFiles('schemas/steps').filter(({ step }) => step.presentation === 'modal').map(({ step }) => step.route));

const post = async (page: Page, path: string, data: unknown = {}) => {
  const base = app.server.baseUrl;
  const response = await page.request.post(`${base}${path}`, { headers: { Origin: base }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
};

/** Pays for the signed-in user's will through the checkout API on the local test gateway. */
async function payThroughApi(page: Page) {
  const method = await post(page, '/api/local-gateway/payment-methods', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' });
  await post(page, '/api/checkout/payment-method', { payment_method: method.id });
  const intent = await post(page, '/api/checkout/payment-intent');
  await post(page, '/api/local-gateway/confirm', { client_secret: intent.payment_intent.client_secret, payment_method: method.id });
  await post(page, '/api/checkout/complete', { order_id: intent.order_id });
}

const notice = (page: Page) => page.getByText(NOTICE, { exact: true });

/** On the accept page: ticks the joint instructions and accepts. */
async function confirmJoint(page: Page) {
  await page.getByLabel('I confirm all three').check();
  await page.getByRole('button', { name: 'Accept and fill in my will' }).click();
}

/**
 * Presses a step's primary button until the flow leaves for My Will, each press moving to another screen; `answer`
 * first answers what the mirror left for the user (a question the inviter's will did not answer).
 */
async function passThrough(page: Page, steps: number, answer: (path: string) => Promise<void> = async () => {}) {
  for (let i = 0; i < steps && !/\/will\/dashboard/.test(page.url()); i++) {
    const before = page.url();
    await page.locator('.loading').waitFor({ state: 'detached' });
    const path = new URL(before).pathname;
    await answer(path);
    // A dialog's step opens over its parent, whose own button stays in the page behind it: press the dialog's,
    // once it has opened.
    const screen = MODAL_ROUTES.has(path) ? page.getByRole('dialog') : page;
    await screen.getByRole('button', { name: /^(Next|Continue|Save|Agree|Done)$/ }).last().click();
    try {
      await expect.poll(() => page.url(), { message: `stuck on ${before}`, timeout: 15_000 }).not.toBe(before);
    } catch (error) {
      // With E2E_SCREENSHOTS set, the screen it stuck on (the refusal it shows) is kept for the reader.
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/mirror-stuck.png`, fullPage: true });
      throw error;
    }
  }
  await page.waitForURL(/\/will\/dashboard/);
}

describe('mirror wills, end to end', () => {
  it('a married user with two children invites their partner, who signs up, accepts, checks every step and pays with the discount', async () => {
    // Jane: a complete will naming John as her husband, Amy (under 18) and Ben as their children.
    const jane = await newVisitor(app.browser, DESKTOP);
    const j = jane.page;
    const janeEmail = await signUpThroughApi(j, app.server.baseUrl, 'Jane Smith');
    confirmEmail(app.server.dataDir, janeEmail);
    await post(j, '/api/will', { ...completePayload(), revision: 0 });

    await j.goto(`${app.server.baseUrl}/will/dashboard`);
    await j.getByRole('link', { name: 'Invite John Smith to make a mirror will' }).click();
    await j.waitForURL(/\/will\/mirror\/invite$/);
    await checkAtBothWidths(j, 'mirror-invite', 'Invite John Smith to make a mirror will');
    // What would be shared and what would not, before consent.
    for (const line of ['The guardians you chose', 'Your executors', 'Your gifts', 'Your letter of wishes']) expect(await j.getByText(line, { exact: true }).count()).toBe(1);
    expect(await j.getByLabel("Your partner's name").inputValue()).toBe('John Smith');
    await j.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => j.getByText("Enter your partner's email address").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await checkAtBothWidths(j, 'mirror-invite-error', 'Invite John Smith to make a mirror will');
    const johnEmail = `john.smith.${Date.now()}@example.com`;
    await j.getByLabel("Your partner's email address").fill(johnEmail);
    await j.getByLabel('I agree to share these answers with John Smith').check();
    // Sharing makes the two wills joint instructions: Jane confirms them before the invitation goes.
    await j.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => j.getByText('Tick the box to confirm the joint instructions, or untick sharing to send a plain invitation.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await j.getByLabel('I confirm all three').check();
    await j.getByRole('button', { name: 'Send' }).click();
    await j.waitForURL(/\/will\/dashboard#mirror$/);
    const pending = `Invitation to John Smith (${johnEmail}): waiting to be accepted`;
    await j.getByText(pending).waitFor();
    expect(await j.getByRole('button', { name: 'Withdraw the invitation to John Smith' }).count()).toBe(1);
    await checkAtBothWidths(j, 'mirror-dashboard-pending', 'My Will');
    // The refer-partner page no longer offers a mirror will to John: it shows the pending invitation, withdrawable.
    await j.goto(`${app.server.baseUrl}/will/refer-partner`);
    await j.getByText(pending).waitFor();
    expect(await j.getByRole('button', { name: 'Invite John Smith to make a mirror will' }).count()).toBe(0);
    expect(await j.getByRole('button', { name: 'Withdraw the invitation to John Smith' }).count()).toBe(1);

    // John follows the mail's link, signed out: sign-up with his address filled in, then back.
    const link = await linkFromOutbox(app.server.dataDir, johnEmail, `${app.server.baseUrl}/will/mirror/accept?token=`);
    const john = await newVisitor(app.browser, DESKTOP);
    const p = john.page;
    await p.goto(link);
    await p.getByText(/Create an account or sign in with john\.smith/).waitFor();
    await checkAtBothWidths(p, 'mirror-accept-signed-out', 'Make your mirror will');
    await p.getByRole('link', { name: 'Create an account' }).click();
    await p.waitForURL(/\/will\/register\?/);
    expect(await p.getByLabel('Email address').inputValue()).toBe(johnEmail);
    await p.getByLabel('Your name').fill('John Smith');
    await p.getByLabel('Create a password').fill(PASSWORD);
    await p.getByRole('button', { name: 'Create account' }).click();
    await p.waitForURL(/\/will\/mirror\/accept\?/);
    // John confirms the joint instructions too, then accepts.
    await p.getByText(/anything either of us tells the legal team may be shared with the other/).waitFor();
    await confirmJoint(p);
    // Accepting needs the address confirmed, as the mail's own link does.
    await expect.poll(() => p.getByRole('alert').filter({ hasText: /confirm/i }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // He confirms it from the mail in another tab: this page accepts then, with no reload.
    const verifyTab = await p.context().newPage();
    await verifyTab.goto(await linkFromOutbox(app.server.dataDir, johnEmail, `${app.server.baseUrl}/api/auth/verify-email?token=`));
    // The confirmed page reads the session, then tells the browser's other pages: close it only once it has.
    await verifyTab.waitForLoadState('networkidle');
    await verifyTab.close();
    await p.bringToFront();
    await p.getByText(/Your will has been filled in from your partner's answers/).waitFor({ timeout: 10_000 });
    await checkAtBothWidths(p, 'mirror-accept-accepted', 'Make your mirror will');
    // The link is used: following it again says so.
    await p.reload();
    await confirmJoint(p);
    await p.getByText('This invitation has already been used.').waitFor();
    await p.getByRole('link', { name: 'Go to My Will' }).click();
    await p.waitForURL(/\/will\/dashboard$/);
    // The cards of the prefilled steps carry the mark My Will's mirror panel tells him to look for.
    await expect.poll(() => p.locator('#family').getByText("Filled in from Jane Smith's answers", { exact: true }).count()).toBe(1);
    await expect.poll(() => p.getByText(/Check each step marked “Filled in from Jane Smith's answers”/).count()).toBe(1);
    expect(await p.locator('#financial').getByText(/Filled in from/).count()).toBe(0);
    await checkAtBothWidths(p, 'mirror-dashboard-prefilled', 'My Will');

    // Jane's dashboard shows only that it was accepted; nothing to withdraw.
    await j.reload();
    await j.getByText(`Invitation to John Smith (${johnEmail}): accepted`).waitFor();
    expect(await j.getByRole('button', { name: /Withdraw/ }).count()).toBe(0);

    // About You: prefilled and marked until John saves it.
    await p.goto(`${app.server.baseUrl}/will/yourself`);
    await notice(p).waitFor();
    // The notice sits beneath the step's heading, above its questions.
    const headingBox = (await p.getByRole('heading', { level: 1, name: 'About You' }).boundingBox())!;
    const noticeBox = (await notice(p).boundingBox())!;
    expect(noticeBox.y).toBeGreaterThan(headingBox.y + headingBox.height - 1);
    expect(noticeBox.y).toBeLessThan((await p.getByLabel('Full legal name').boundingBox())!.y);
    expect(await p.getByLabel('Full legal name').inputValue()).toBe('John Smith');
    await p.getByLabel('Phone number').fill('07700 900111');
    await p.getByRole('button', { name: 'Save' }).click();
    await p.waitForURL(/\/will\/dashboard#family$/);
    await p.goto(`${app.server.baseUrl}/will/yourself`);
    await p.getByLabel('Full legal name').waitFor();
    expect(await notice(p).count()).toBe(0);

    // Family: Jane as his wife, then whether Amy and Ben are also his children (Ben is not).
    await p.goto(`${app.server.baseUrl}/will/family`);
    await notice(p).waitFor();
    await p.getByRole('button', { name: 'Next' }).click();
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('heading', { level: 1, name: 'Your family' }).waitFor();
    expect(await notice(p).count()).toBe(1);
    await p.getByRole('button', { name: 'Save', exact: true }).click();
    await p.waitForURL(/\/will\/family\/mirror-children$/);
    // Nothing is finished while the children wait: no "Saved Successfully" from the family steps here.
    await p.getByRole('heading', { level: 1, name: 'Your children' }).waitFor();
    expect(await p.getByText('Saved Successfully').count()).toBe(0);
    await p.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => p.getByText('Choose whether Amy Smith is also your child').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await checkAtBothWidths(p, 'mirror-children-error', 'Your children');
    await p.getByLabel('Yes, Amy Smith is my child').check();
    // Answering Amy clears her error; Ben's stays until he is answered.
    expect(await p.getByText('Choose whether Amy Smith is also your child').count()).toBe(0);
    expect(await p.getByText('Choose whether Ben Smith is also your child').count()).toBeGreaterThan(0);
    await p.getByLabel('No, Ben Smith is not my child').check();
    await p.getByRole('button', { name: 'Save and continue' }).click();
    await p.waitForURL(/\/will\/dashboard#guardians$/);
    let stored = await storedWill(p);
    expect(Object.keys(stored.people.children)).toEqual([YOUNG_CHILD]);
    expect(stored.people.relations[ADULT_CHILD].fullName).toBe('Ben Smith');
    expect(stored.will.passedSteps).toEqual([1, 2]);

    // Guardians, Estate and Executors: marked, then passed by his own saves; Financial is his own to fill in.
    await p.goto(`${app.server.baseUrl}/will/guardians`);
    await p.getByRole('heading', { level: 1, name: 'Who should look after Amy Smith?' }).waitFor();
    await p.waitForLoadState('networkidle');
    expect(await notice(p).count()).toBe(1);
    const responsibility = p.getByRole('group', { name: 'Does the guardian already have parental responsibility?' }).getByLabel('No', { exact: true });
    await responsibility.check();
    await expect.poll(() => responsibility.isChecked()).toBe(true);
    await passThrough(p, 3);
    await p.goto(`${app.server.baseUrl}/will/financial`);
    await p.getByRole('button', { name: '+ Add account or property' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByLabel('Asset type').selectOption({ label: 'Bank account(s)' });
    await dialog.getByLabel('Bank name').fill('Nationwide');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => p.getByRole('listitem').filter({ hasText: 'Nationwide' }).count(), { timeout: 10_000 }).toBe(1);
    await p.getByRole('button', { name: 'Done' }).click();
    await p.waitForURL(/\/will\/dashboard/);
    await p.goto(`${app.server.baseUrl}/will/estate`);
    await notice(p).waitFor();
    // Jane's will names no age for a young beneficiary: John answers it himself.
    await passThrough(p, 12, async (path) => {
      if (path === '/will/estate/trust-age') await p.getByLabel('At 18, only if they reach 18', { exact: true }).check();
    });
    await p.goto(`${app.server.baseUrl}/will/executors`);
    await notice(p).waitFor();
    await passThrough(p, 8);
    stored = await storedWill(p);
    expect(stored.will.passedSteps).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stored.will).not.toHaveProperty('mirror');

    // Checkout prices the will with the partner discount (25% of £90.00).
    await p.goto(`${app.server.baseUrl}/will/dashboard`);
    await p.getByRole('link', { name: 'Submit and pay' }).click();
    await p.waitForURL(/\/will\/checkout$/);
    const pay = p.getByRole('button', { name: 'Confirm and pay £67.50' });
    await pay.waitFor();
    await p.getByLabel('Card number').fill('4242 4242 4242 4242');
    await p.getByLabel('Expiry date').fill('1230');
    await p.getByLabel('Security code (CVC)').fill('123');
    await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
    await pay.click();
    await p.waitForURL(/\/will\/checkout-complete$/);
    await p.getByRole('heading', { level: 1, name: 'Thank you, your will is on its way' }).waitFor();
    await p.waitForLoadState('networkidle');
    // His will came from Jane's invitation: no mirror invitation back to her.
    expect(await p.getByRole('link', { name: /mirror will/ }).count()).toBe(0);

    // Jane pays too; both wills reach the legal team's queue.
    await payThroughApi(j);
    const reviewer = await newVisitor(app.browser, DESKTOP);
    const r = reviewer.page;
    await r.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReviewerPage(r, app.server);
    await r.goto(`${app.server.baseUrl}/review`);
    await r.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor();
    await r.getByRole('link', { name: 'John Smith' }).waitFor();
    expect(await r.getByRole('link', { name: 'Jane Smith' }).count()).toBe(1);

    expect(jane.problems).toEqual([]);
    // The two refusals by design: accepting before the address was confirmed (403), and the used link (410).
    expect(john.problems.filter((problem) => !/status of (403|410)/.test(problem))).toEqual([]);
    await Promise.all([jane.close(), john.close(), reviewer.close()]);
  });
});
