import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { signedInWillAt, SINGLE_ALONE } from './will-at';
import { newVisitor, DESKTOP, checkAtBothWidths, storedWill } from './visitor';

const app = appUnderTest();

const FRIEND = '22222222-2222-4222-8222-222222222222';
const COUSIN = '77777777-7777-4777-8777-777777777777';

const checkScreen = (page: Page, name: string, heading: string) => checkAtBothWidths(page, `wishes-${name}`, heading);


/** Saves `sections` over the stored will through the API, at its current revision. */
async function saveThroughApi(page: Page, sections: Record<string, unknown>) {
  const current = await storedWill(page);
  const body = { ...current.will, people: current.people, ...sections, revision: current.revision };
  const saved = await page.request.post(`${app.server.baseUrl}/api/will`, { headers: { Origin: app.server.baseUrl }, data: body });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A signed-in single user with a friend and a bank account: About You, Family and Financial (steps 1, 2, 4) passed. */
async function signedInWithFirstSteps(page: Page): Promise<string> {
  const address = '1 High Street, Cardiff, CF10 1AA';
  const userInfo = { title: 'Ms.', fullName: 'Jane Smith', birthday: '1980-05-01', address, manualAddress: true, phoneNumber: '029 2000 0000' };
  const relations = { [FRIEND]: { title: 'Mr.', fullName: 'Sam Jones', birthday: '1970-07-07', address, manualAddress: true } };
  return signedInWillAt(page, app.server.baseUrl, 'estate', { ...SINGLE_ALONE, userInfo, relations, assets: [{ selector: 'bankAcount', value: 'Barclays' }] });
}

/** Sets what the legal team and checkout would have written: the payment, the submission and the subscription. */
function setAccount(email: string, account: { paid?: boolean; submission?: string; subscription?: { cancel: boolean } }) {
  const db = new Database(join(app.server.dataDir, 'will-writer.sqlite'));
  try {
    // better-auth's ids are integers here; the account tables key them as text.
    const id = String((db.prepare('SELECT id FROM user WHERE email = ?').get(email) as { id: number | string }).id);
    const now = new Date().toISOString();
    if (account.paid) db.prepare('INSERT OR IGNORE INTO will_payment (user_id, paid_at, order_id) VALUES (?, ?, NULL)').run(id, now);
    if (account.submission) {
      db.prepare('DELETE FROM submission WHERE user_id = ?').run(id);
      db.prepare('INSERT INTO submission (user_id, state, submitted_at, updated_at, print_url) VALUES (?, ?, ?, ?, NULL)').run(id, account.submission, now, now);
    }
    if (account.subscription) {
      const end = new Date(Date.now() + 300 * 86_400_000).toISOString();
      db.prepare('DELETE FROM subscription WHERE user_id = ?').run(id);
      db.prepare('INSERT INTO subscription (user_id, is_active, cancel_at_period_end, current_period_end) VALUES (?, 1, ?, ?)').run(id, account.subscription.cancel ? 1 : 0, end);
    }
  } finally {
    db.close();
  }
}

const sidebar = (page: Page) => page.getByRole('complementary');

async function openDashboard(page: Page) {
  await page.goto(`${app.server.baseUrl}/will/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'My Will' }).waitFor();
}

describe('Funeral wishes, other wishes and the dashboard, end to end', () => {
  it('a user with the first steps done writes their wishes and the dashboard follows the will through its states', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    const email = await signedInWithFirstSteps(page);

    await openDashboard(page);
    await expect.poll(() => page.getByText('It can take as little as 15 mins to create your will.').count()).toBe(1);
    await expect.poll(() => page.getByText('3 of 5 Completed').count()).toBe(1);
    await expect.poll(() => sidebar(page).getByRole('heading', { name: "You're making good progress" }).count()).toBe(1);
    expect(await sidebar(page).getByRole('link', { name: 'Continue your will' }).getAttribute('href')).toBe('/will/estate');
    await expect.poll(() => page.locator('#guardians').count()).toBe(0);
    await expect.poll(() => sidebar(page).getByRole('heading', { name: 'Your will, checked by our legal team' }).count()).toBe(1);
    await checkScreen(page, 'dashboard-in-progress', 'My Will');

    await page.locator('#wishes').getByRole('link', { name: /Get Started/ }).click();
    await page.waitForURL(/\/will\/funeral\/wishes$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Choose the kind of funeral you would like' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel('Describe the funeral you would like').count()).toBe(0);
    await page.getByLabel('Something else', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Describe the funeral you would like' }).count()).toBe(1);
    await page.getByLabel('Describe the funeral you would like').fill('A sea burial off the Gower');
    expect(await page.getByLabel(/final resting place/).getAttribute('placeholder')).toBe('I have no preference for my final resting place');
    const wishes = page.getByRole('group', { name: 'Any other wishes for your funeral' });
    await wishes.getByRole('button', { name: 'Add a wish' }).click();
    await wishes.getByLabel('Wish 1').fill('Play Calon Lân');
    await wishes.getByRole('button', { name: 'Add a wish' }).click();
    await wishes.getByRole('button', { name: 'Add a wish' }).click();
    await wishes.getByLabel('Wish 3').fill('Daffodils, please');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/dashboard#gifts$/);
    const afterFuneral = await storedWill(page);
    expect(afterFuneral.will.funeralWishes).toEqual({
      funeralType: 'other',
      funeralTypeOther: 'A sea burial off the Gower',
      finalRestingPlace: null,
      additionalWishes: ['Play Calon Lân', 'Daffodils, please'],
    });
    expect(afterFuneral.will.passedSteps).toEqual([1, 2, 4, 7]);
    await expect.poll(() => page.getByText('4 of 6 Completed').count()).toBe(1);

    await page.locator('#other-wishes').getByRole('link', { name: /Get Started/ }).click();
    await page.waitForURL(/\/will\/other\/wishes$/);
    await page.getByLabel(/leave out of your will/).fill('My cousin Tom, with whom I have had no contact for 20 years');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/dashboard$/);
    const afterOther = await storedWill(page);
    expect(afterOther.will.otherWishes).toEqual({ wish: null, disinherit: 'My cousin Tom, with whom I have had no contact for 20 years' });
    expect(afterOther.will.passedSteps).toEqual([1, 2, 4, 7, 9]);
    await expect.poll(() => page.getByText('4 of 6 Completed').count()).toBe(1);
    // Five steps are ticked: the header says which one the count leaves out.
    await expect.poll(() => page.getByText('Counts the steps your will needs. Not counted, as your will is complete without them: Other wishes.').count()).toBe(1);
    await page.locator('#wishes').getByRole('link', { name: /Edit/ }).click();
    await page.waitForURL(/\/will\/funeral\/wishes$/);
    expect(await page.getByLabel('Wish 2').inputValue()).toBe('Daffodils, please');

    const estate = [{ amount: 100, beneficiary: { type: 'person', uuid: FRIEND }, entryType: 'manual', substituteType: 'their_children', substitutes: [] }];
    // The cousin is the only executor: removing them from the family leaves Executors needing attention (a passed
    // step's save may not empty its executors outright, but a person may always be removed).
    const withCousin = async () => ({ ...(await storedWill(page)).people.relations, [COUSIN]: { title: 'Mr.', fullName: 'Tom Jones', birthday: '1975-02-02', address: '1 High Street, Cardiff, CF10 1AA', manualAddress: true } });
    await saveThroughApi(page, { people: { relations: await withCousin(), children: {} } });
    // A sole executor needs someone to step in: the friend is the replacement.
    await saveThroughApi(page, { estate, estate_split_type: 'manually', executors: [{ type: 'person', uuid: COUSIN }], replacementExecutors: [FRIEND], executorCategory: 1, passedSteps: [1, 2, 4, 5, 6, 7, 9] });
    await openDashboard(page);
    await expect.poll(() => page.getByText('6 of 6 Completed').count()).toBe(1);
    await expect.poll(() => sidebar(page).getByRole('heading', { name: 'Your will is ready to submit' }).count()).toBe(1);
    expect(await sidebar(page).getByRole('link', { name: 'Submit and pay' }).getAttribute('href')).toBe('/will/checkout');
    await checkScreen(page, 'dashboard-ready', 'My Will');

    const { [COUSIN]: _cousin, ...withoutCousin } = (await storedWill(page)).people.relations;
    await saveThroughApi(page, { people: { relations: withoutCousin, children: {} } });
    await openDashboard(page);
    await expect.poll(() => sidebar(page).getByRole('heading', { name: 'A step needs your attention' }).count()).toBe(1);
    expect(await sidebar(page).getByRole('link', { name: 'Fix' }).getAttribute('href')).toBe('/will/executors');
    await expect.poll(() => page.locator('#executor').getByText('You must allocate one or more executors.').count()).toBe(1);
    await checkScreen(page, 'dashboard-needs-attention', 'My Will');

    await saveThroughApi(page, { people: { relations: await withCousin(), children: {} }, executors: [{ type: 'person', uuid: COUSIN }] });
    setAccount(email, { paid: true, submission: 'NEEDS_USER_ATTENTION', subscription: { cancel: false } });
    await openDashboard(page);
    await expect.poll(() => sidebar(page).getByRole('heading', { name: 'Our legal team needs you to make changes' }).count()).toBe(1);
    await expect.poll(() => sidebar(page).getByText(/Your update subscription is active until/).count()).toBe(1);
    expect(await sidebar(page).getByRole('link', { name: 'Manage your subscription' }).getAttribute('href')).toBe('/will/billing-portal');
    await expect.poll(() => sidebar(page).getByRole('heading', { name: 'Your will, checked by our legal team' }).count()).toBe(0);
    await checkScreen(page, 'dashboard-reviewed', 'My Will');
    await sidebar(page).getByRole('button', { name: 'Resubmit' }).click();
    await expect.poll(() => sidebar(page).getByText('Submitted successfully').count()).toBe(1);
    await expect.poll(() => page.getByText('Your will has been resubmitted for checking').count()).toBe(1);
    await expect.poll(() => sidebar(page).getByRole('heading', { name: "We're checking your will" }).count()).toBe(1);
    expect((await storedWill(page)).submission.state).toBe('NEW');

    setAccount(email, { submission: 'DELIVERED', subscription: { cancel: true } });
    await openDashboard(page);
    await expect.poll(() => sidebar(page).getByRole('heading', { name: 'Your will is ready' }).count()).toBe(1);
    expect(await sidebar(page).getByRole('link', { name: 'Download your will' }).getAttribute('href')).toBe('/api/will/document.pdf');
    await expect.poll(() => sidebar(page).getByText(/Your update subscription is cancelled and ends on/).count()).toBe(1);
    await checkScreen(page, 'dashboard-delivered', 'My Will');

    expect(problems).toEqual([]);
    await close();
  });

  it('the wishes screens stay closed until financial assets (step 4) is passed', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInWithFirstSteps(page);
    await saveThroughApi(page, { passedSteps: [1, 2] });
    await page.goto(`${app.server.baseUrl}/will/other/wishes`);
    await page.waitForURL(/\/will\/dashboard$/);
    expect(await page.locator('#other-wishes').getByRole('button', { name: 'Get Started' }).isDisabled()).toBe(true);
    await close();
  });
});
