import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { signedInWillAt, SINGLE_ALONE } from './will-at';
import { newVisitor, expectAccessible, fillDate, DESKTOP, storedWill } from './visitor';

const app = appUnderTest();

const FRIEND = '0a0a0a0a-0000-4000-8000-0000000000f1';
const CHARITY = '0a0a0a0a-0000-4000-8000-0000000000c1';

/**
 * A signed-in user who has passed About You, Family and Financial, with an adult friend and a charity in the will,
 * made through the API in the page's own cookie jar. (The charity is stored directly: the estate's charity
 * search is another screen.)
 */
async function signedInReadyForExecutors(page: Page) {
  const relations = { [FRIEND]: { fullName: 'Sam Jones', birthday: '1970-07-07', address: '2 Low Road, York, YO1 1AA', manualAddress: true } };
  const charity = { [CHARITY]: { name: 'Cardiff Animal Rescue', regNumber: '1000001' } };
  await signedInWillAt(page, app.server.baseUrl, 'estate', { ...SINGLE_ALONE, relations, charity });
}


describe('Executors and gifts, end to end', () => {
  it('a hybrid executor: a friend, a new adult added in the modal, and the trustee service; step 6 passes', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReadyForExecutors(page);

    await page.goto(`${app.server.baseUrl}/will/executors`);
    await page.waitForURL(/\/will\/executors\/intro$/);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/will\/executors\/price$/);
    await expect.poll(() => page.getByText(/from £2,700 including VAT/).count()).toBe(1);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/will\/executors\/choose$/);
    await expect.poll(() => page.getByText('You can choose between one and four executors.').count()).toBe(1);
    await page.getByLabel('Friends and family with trustees', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/will\/executors\/choose-friends-family$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Choose at least one executor' }).count()).toBe(1);
    await page.getByLabel('Sam Jones', { exact: true }).check();

    await page.getByRole('button', { name: '+ Add an executor' }).click();
    await page.waitForURL(/\/will\/executors\/add-executor$/);
    const dialog = page.getByRole('dialog', { name: 'Add an executor' });
    await dialog.waitFor();
    await dialog.getByLabel('Full legal name').fill('Tom Young');
    await fillDate(page, ['1', '1', '2015']);
    await dialog.getByLabel('Same as my address').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('link', { name: 'An executor must be over 18 years old' }).count()).toBe(1);
    await dialog.getByLabel('Year').fill('1990');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/executors\/choose-friends-family$/);
    await expect.poll(() => page.getByLabel('Tom Young', { exact: true }).count()).toBe(1);
    // The friend ticked before the modal opened is still ticked.
    expect(await page.getByLabel('Sam Jones', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel('Tom Young', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/will\/executors\/trustees-terms$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('link', { name: /Tick the box/ }).count()).toBe(1);
    await page.getByLabel(/I have read the trustee terms/).check();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/will\/dashboard#wishes$/);
    const { will, people } = await storedWill(page);
    const tom = Object.entries(people.relations).find(([, r]: [string, any]) => r.fullName === 'Tom Young')![0];
    expect(will.executorCategory).toBe(3);
    expect(will.executorStep).toBe(0);
    expect(will.executors).toEqual([
      { type: 'person', uuid: FRIEND },
      { type: 'person', uuid: tom },
      { type: 'guardian-angel', uuid: null },
    ]);
    expect(will.passedSteps).toContain(6);
    // Executor saves are silent (SPEC 8).
    await expect.poll(() => page.getByText('Saved Successfully').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('opening the trustee terms directly lands on the intro', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReadyForExecutors(page);
    await page.goto(`${app.server.baseUrl}/will/executors/trustees-terms`);
    await page.waitForURL(/\/will\/executors\/intro$/);
    await page.getByRole('heading', { level: 1, name: 'Your executors' }).waitFor();
    await page.goto(`${app.server.baseUrl}/will/executors/choose-friends-family`);
    await page.waitForURL(/\/will\/executors\/intro$/);
    await close();
  });

  it('a gift of money to a charity and a collection gift; one beneficiary for money; remove; Done passes step 8', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReadyForExecutors(page);

    await page.goto(`${app.server.baseUrl}/will/gifts`);
    await page.waitForURL(/\/will\/gifts\/list$/);

    await page.getByRole('button', { name: 'Add some money' }).click();
    await page.waitForURL(/\/will\/gifts\/money$/);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Enter an amount in pounds' }).count()).toBe(1);
    await page.getByLabel('Amount in pounds').fill('500');
    await page.getByLabel('Sam Jones', { exact: true }).check();
    await page.getByLabel('Cardiff Animal Rescue', { exact: true }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    const refusal = page.getByRole('dialog', { name: 'You made a mistake' });
    await refusal.waitFor();
    await expect.poll(() => refusal.getByText('You can only have a gift of money to one beneficiary at a time. Please add separate gifts for each beneficiary.').count()).toBe(1);
    await expectAccessible(page, 'executors-gifts-money-refused', 'Some money');
    await refusal.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Sam Jones', { exact: true }).uncheck();
    await page.getByLabel('Personal message').fill('For the dogs.');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/will\/gifts\/list$/);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: '£500 to Cardiff Animal Rescue' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add a collection of items' }).click();
    await page.waitForURL(/\/will\/gifts\/collection$/);
    expect(await page.getByLabel('Describe the collection').inputValue()).toBe('All of my ');
    await expect.poll(() => page.getByText(/section 55 Administration of Estates Act/).count()).toBe(1);
    await page.getByLabel('Describe the collection').fill('All of my jewellery');
    // A beneficiary added in the Add a person modal comes back to this gift.
    await page.getByRole('button', { name: '+ Add a beneficiary' }).click();
    const add = page.getByRole('dialog', { name: 'Add a person' });
    await add.waitFor();
    await add.getByLabel('Full legal name').fill('Ann Brown');
    await fillDate(page, ['2', '3', '1985']);
    await add.getByLabel('Same as my address').check();
    await add.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/gifts\/collection$/);
    expect(await page.getByLabel('Describe the collection').inputValue()).toBe('All of my jewellery');
    await page.getByLabel('Ann Brown', { exact: true }).check();
    await page.getByLabel('Sam Jones', { exact: true }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/will\/gifts\/list$/);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'All of my jewellery to Ann Brown, Sam Jones' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    await page.waitForURL(/\/will\/gifts\/vehicle$/);
    expect(await page.getByLabel('Describe the vehicle').inputValue()).toBe('My ');
    await page.getByLabel('Describe the vehicle').fill('My car');
    await page.getByLabel('Sam Jones', { exact: true }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/will\/gifts\/list$/);
    await page.getByRole('button', { name: 'Remove My car to Sam Jones' }).click();
    // Removing a gift asks first, as deleting a person does.
    const sure = page.getByRole('dialog', { name: 'Are you sure?' });
    await sure.getByText('This will remove the gift “My car to Sam Jones” from your will.', { exact: false }).waitFor();
    await sure.getByRole('button', { name: 'Remove the gift' }).click();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'My car' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit £500 to Cardiff Animal Rescue' }).click();
    await page.waitForURL(/\/will\/gifts\/money\/0$/);
    expect(await page.getByLabel('Amount in pounds').inputValue()).toBe('500');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/will\/gifts\/list$/);

    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/will\/dashboard#other-wishes$/);
    const { will, people } = await storedWill(page);
    const ann = Object.entries(people.relations).find(([, r]: [string, any]) => r.fullName === 'Ann Brown')![0];
    expect(will.gifts).toHaveLength(2);
    expect(will.gifts[0]).toMatchObject({ type: 'money', itemDesc: '500', moreInfo: 'For the dogs.', beneficiaries: [CHARITY] });
    expect(will.gifts[1]).toMatchObject({ type: 'collection', itemDesc: 'All of my jewellery', beneficiaries: [ann, FRIEND] });
    expect(will.passedSteps).toContain(8);
    expect(problems).toEqual([]);
    await close();
  });
});
