import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { signedInWillAt, SINGLE_ALONE, type WillChanges } from './will-at';
import { newVisitor, DESKTOP, checkAtBothWidths, storedWill } from './visitor';

const app = appUnderTest();

const CHILD = '0a0a0a0a-0000-4000-8000-0000000000d1';
const TITLE = 'Inheritance tax: an estimate, not advice';

const checkScreen = (page: Page, name: string, heading: string) => checkAtBothWidths(page, `inheritance-tax-${name}`, heading);

/**
 * A signed-in single user with an adult child who receives the whole estate, at `step` (About You and Family passed,
 * and Financial too at the estate), with no account or property yet. `extra` changes the saved will (a widowed
 * user's status and assets).
 */
async function signedIn(page: Page, step: 'financial' | 'estate', extra: WillChanges = {}) {
  const children = { [CHILD]: { fullName: 'Ben Smith', birthday: '1990-01-01', address: '9 Other Street, Hull, HU1 1AA', manualAddress: true } };
  const estate = [{ amount: 100, beneficiary: { type: 'children', uuid: CHILD }, entryType: 'manual' }];
  const userInfo = { title: 'Ms.', fullName: 'Jane Smith', birthday: '1960-05-01', address: '1 High Street, Cardiff, CF10 1AA', manualAddress: true, phoneNumber: '029 2000 0000' };
  await signedInWillAt(page, app.server.baseUrl, step, { ...SINGLE_ALONE, userInfo, children, assets: undefined, estate, estate_split_type: 'manually', ...extra });
}

const taxPanel = (page: Page) => page.getByRole('region', { name: TITLE });

describe('Inheritance tax estimate, end to end', () => {
  it('an asset value typed in the financial modal gives the estimate on the dashboard and the estate intro', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedIn(page, 'financial');

    // No values yet: the dashboard says so and links to the financial step.
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await expect.poll(() => taxPanel(page).getByText(/None of your accounts or property has an estimated value yet/).count()).toBe(1);
    await checkScreen(page, 'dashboard-empty', 'My Will');
    await taxPanel(page).getByRole('link', { name: 'Add or change the values of your accounts and property' }).click();
    await page.waitForURL(/\/will\/financial$/);

    await page.getByRole('button', { name: '+ Add account or property' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Asset type').selectOption({ label: 'Bank account(s)' });
    await dialog.getByLabel('Bank name').fill('Barclays');
    await dialog.getByLabel('Estimated value (optional)').fill('60O');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('link', { name: 'Enter the value in whole pounds, using numbers only, for example 250000' }).count()).toBe(1);
    await dialog.getByLabel('Estimated value (optional)').fill('600,000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/financial$/);
    expect((await storedWill(page)).will.assets).toEqual([{ selector: 'bankAcount', value: 'Barclays', estimatedValue: 600000 }]);

    // The edit modal shows the stored value.
    await page.getByRole('button', { name: /^Edit\s*Bank account/ }).click();
    expect(await page.getByRole('dialog').getByLabel('Estimated value (optional)').inputValue()).toBe('600000');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Done' }).click();

    // £600,000 to a child, no home: £275,000 over the £325,000 band at 40%.
    await page.waitForURL(/\/will\/dashboard#estate$/);
    await expect.poll(() => taxPanel(page).getByText('Estimated inheritance tax: £110,000').count()).toBe(1);
    await checkScreen(page, 'dashboard-estimate', 'My Will');

    await page.goto(`${app.server.baseUrl}/will/estate`);
    await page.waitForURL(/\/will\/estate\/intro$/);
    await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await expect.poll(() => page.getByText('inheritance tax on your estate could be about £110,000', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByText('Your estate: £600,000').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('a widowed user answers what the late spouse used: full transfer gives £640,000 on a £2.4m estate, not £830,000', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    // £2m in the bank and the £400,000 home at the user's address, all to the adult child.
    const home = { address: '1 High Street, Cardiff, CF10 1AA', mortgage: 'No', owner: 'I am the only owner', hasUserAddress: true };
    const assets = [{ selector: 'bankAcount', value: 'Barclays', estimatedValue: 2_000_000 }, { selector: 'property', value: home, estimatedValue: 400_000 }];
    // Married to John, who has since died.
    const partner = '0b0b0b0b-0000-4000-8000-000000000009';
    const relations = { [partner]: { title: 'Mr.', fullName: 'John Smith', birthday: '1958-01-01', address: '1 High Street, Cardiff, CF10 1AA', hasUserAddress: true } };
    await signedIn(page, 'estate', { assets, maritalStatus: { id: 3, comc: null }, partner, relations });

    // Widowed: the screen says what happens to the partner before anything is saved, and asks to check the estate.
    await page.goto(`${app.server.baseUrl}/will/family`);
    await page.waitForURL(/\/will\/family\/marital$/);
    await page.getByRole('radio', { name: 'Widowed' }).check();
    await page.getByRole('heading', { name: 'What happens to John Smith in your will' }).waitFor();
    await page.getByText('Then check your estate, gifts, executors and guardians', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/will\/family\/late-spouse$/);
    const widowed = (await storedWill(page)).will;
    expect(widowed.partner).toBeNull();
    expect(widowed.maritalStatus.id).toBe(6);
    const nrb = page.getByRole('group', { name: /How much of their nil-rate band/ });
    const rnrb = page.getByRole('group', { name: /How much of their residence nil-rate band/ });
    // Nothing is answered for the user: both questions start unanswered, and Next asks for both.
    for (const group of [nrb, rnrb]) expect(await group.getByRole('radio', { checked: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Choose how much of their nil-rate band they used' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Choose how much of their residence nil-rate band they used' }).count()).toBe(1);
    await rnrb.getByRole('radio', { name: /^None of it/ }).check();
    // Some of it asks for the percentage, and refuses to go on without it.
    await nrb.getByRole('radio', { name: 'Some of it' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Enter the percentage of their nil-rate band they used' }).count()).toBe(1);
    await nrb.getByRole('radio', { name: /^None of it/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/will\/family\/add-familymembers$/);
    expect((await storedWill(page)).will.lateSpouse).toEqual({ nilRateBandUse: 'none', residenceNilRateBandUse: 'none' });
    // Back from the list returns to the late-spouse question.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/will\/family\/late-spouse$/);

    // Nil-rate band £650,000; residence band £350,000 less the £200,000 taper: 40% of £1,600,000.
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await expect.poll(() => taxPanel(page).getByText('Estimated inheritance tax: £640,000').count()).toBe(1);
    expect(await taxPanel(page).getByText(/We don't know how much/).count()).toBe(0);
    await checkScreen(page, 'dashboard-widowed', 'My Will');

    // "I don't know": the same estimate, with the figure if they used everything beside it.
    await page.goto(`${app.server.baseUrl}/will/family/late-spouse`);
    await rnrb.getByRole('radio', { name: "I don't know" }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/will\/family\/add-familymembers$/);
    await page.goto(`${app.server.baseUrl}/will/estate`);
    await page.waitForURL(/\/will\/estate\/intro$/);
    await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await expect.poll(() => page.getByText('Estimated inheritance tax: £640,000').count()).toBe(1);
    await expect.poll(() => page.getByText(/If they used all of them, inheritance tax could be about £830,000/).count()).toBe(1);
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await expect.poll(() => taxPanel(page).getByText(/If they used all of them, inheritance tax could be about £830,000/).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('the estate intro says so when no asset has a value', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedIn(page, 'estate');
    await page.goto(`${app.server.baseUrl}/will/estate`);
    await page.waitForURL(/\/will\/estate\/intro$/);
    await page.getByText(/None of your accounts or property has an estimated value yet/).waitFor();
    await page.getByRole('button', { name: 'Add or change the values of your accounts and property' }).click();
    await page.waitForURL(/\/will\/financial$/);
    await close();
  });

  it('the executors price screen links to the trustee terms, whose Back returns to it', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedIn(page, 'estate');
    await page.goto(`${app.server.baseUrl}/will/executors`);
    await page.waitForURL(/\/will\/executors\/intro$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/will\/executors\/price$/);
    await page.getByRole('button', { name: 'Read the trustee terms' }).click();
    await page.waitForURL(/\/will\/trustee-terms$/);
    // Choosing them is not final: the terms say executors can be changed after submitting too.
    await expect.poll(() => page.getByText(/You can change your executors at any time, before you submit your will or after it/).count()).toBe(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/will\/executors\/price$/);
    await page.getByRole('heading', { level: 1, name: 'Our trustee service' }).waitFor();

    // The trustee terms checkbox: its label once, beside the box; the error inside the field.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/will\/executors\/choose$/);
    await page.getByRole('radio', { name: 'Trustees', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/will\/executors\/trustees-terms$/);
    const statement = 'I have read the trustee terms and I want to appoint a paid professional executor';
    await page.getByRole('checkbox', { name: statement }).waitFor();
    await expect.poll(() => page.getByText(statement, { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('link', { name: /Tick the box/ }).count()).toBe(1);
    await page.getByText(statement, { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: statement }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
