import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { signedInWillAt } from './will-at';
import { newVisitor, DESKTOP, storedWill } from './visitor';

const app = appUnderTest();

const PARTNER = '0a0a0a0a-0000-4000-8000-0000000000a1';
const CHILD = '0a0a0a0a-0000-4000-8000-0000000000c2';

/** A married user with a partner and an adult child (no pets) who has passed About You, Family and Financial. */
async function signedInReadyForEstate(page: Page) {
  const address = '1 High Street, Cardiff, CF10 1AA';
  const relations = { [PARTNER]: { title: 'Mr.', fullName: 'John Smith', birthday: '1958-02-02', address, manualAddress: true } };
  const children = { [CHILD]: { fullName: 'Amy Smith', birthday: '1990-03-03', address, manualAddress: true } };
  await signedInWillAt(page, app.server.baseUrl, 'estate', { partner: PARTNER, relations, children, pets: {}, guardians: {} });
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

describe('Estate, end to end', () => {
  it('people and charities share the estate 50/30/10/10 with substitutes and a message; removing a charity asks to Fix it', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReadyForEstate(page);

    await page.goto(`${app.server.baseUrl}/will/estate`);
    await page.waitForURL(/\/will\/estate\/intro$/);
    await next(page);

    await page.waitForURL(/\/will\/estate\/beneficiaries$/);
    await expect.poll(() => page.getByRole('button', { name: 'Skip' }).count()).toBe(1);
    await page.getByLabel('John Smith').check();
    await page.getByLabel('Amy Smith').check();
    await next(page);

    await page.waitForURL(/\/will\/estate\/charities$/);
    await page.getByLabel('Yes', { exact: true }).check();
    const search = page.getByRole('combobox', { name: 'Search for a charity' });
    await search.fill('cancer res');
    await page.getByRole('option', { name: /Cancer Research UK/ }).waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    // One list. The charity picked shows at once, ticked, under "Your charities".
    const yours = page.getByRole('group', { name: 'Your charities' });
    await expect.poll(() => yours.getByRole('checkbox', { name: 'Cancer Research UK' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByText('You have not added a charity yet.').count()).toBe(0);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Cancer Research UK' }).count()).toBe(1);
    // Unticking it removes it; picking it again brings it back.
    await yours.getByRole('checkbox', { name: 'Cancer Research UK' }).click();
    await expect.poll(() => page.getByText('You have not added a charity yet.').count()).toBe(1);
    await search.fill('cancer res');
    await page.getByRole('option', { name: /Cancer Research UK/ }).waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect.poll(() => yours.getByRole('checkbox', { name: 'Cancer Research UK' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add manually' }).click();
    await page.waitForURL(/\/will\/estate\/add-charity$/);
    await page.getByLabel('Charity name').fill('Cardiff Animal Rescue');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/estate\/charities$/);
    await expect.poll(() => page.getByLabel('Cardiff Animal Rescue').isChecked()).toBe(true);
    await expect.poll(() => yours.getByRole('checkbox', { name: 'Cancer Research UK' }).isChecked()).toBe(true);
    await next(page);

    await page.waitForURL(/\/will\/estate\/split$/);
    await next(page);
    // Each 0% share's error names its beneficiary, on its row, and the summary link goes to that row.
    const zeroAmy = 'You must give Amy Smith more than 0%. Either increase this or remove this beneficiary.';
    await expect.poll(() => page.getByRole('link', { name: /^You must give .* more than 0%/ }).count()).toBe(4);
    await page.getByRole('link', { name: zeroAmy }).click();
    await expect.poll(() => page.getByLabel('Amy Smith', { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('li.estate-split__row', { has: page.getByLabel('Amy Smith', { exact: true }) }).getByText(zeroAmy).count()).toBe(1);
    const shares: [string, string][] = [['John Smith', '50'], ['Amy Smith', '30'], ['Cancer Research UK', '10'], ['Cardiff Animal Rescue', '5']];
    for (const [name, percent] of shares) await page.getByLabel(name, { exact: true }).fill(percent);
    await expect.poll(() => page.getByText('Total must equal 100%. Please update percentages').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('row', { name: /Unallocated 5%/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Total: 95% of 100%' }).count()).toBe(1);
    // A decimal is refused on its row; above 100 the total and an "over by" share say so.
    await page.getByLabel('Cardiff Animal Rescue', { exact: true }).fill('12.5');
    // On its row and, as the errors already show, in the summary too (every error is listed there).
    await expect.poll(() => page.locator('li.estate-split__row').getByText('Enter a whole percentage for Cardiff Animal Rescue, for example 25').count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Enter a whole percentage for Cardiff Animal Rescue, for example 25' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Total: 102.5% of 100%' }).count()).toBe(1);
    await page.getByLabel('John Smith', { exact: true }).fill('60');
    await expect.poll(() => page.getByRole('row', { name: /Over by/ }).count()).toBe(1);
    await page.getByLabel('John Smith', { exact: true }).fill('50');
    await page.getByLabel('Cardiff Animal Rescue', { exact: true }).fill('10');
    await next(page);

    await page.waitForURL(/\/will\/estate\/substitutes$/);
    await page.getByRole('group', { name: /If John Smith dies/ }).getByLabel('The remaining beneficiaries').check();
    await page.getByRole('group', { name: /If Amy Smith dies/ }).getByLabel('Their children').check();
    await next(page);

    // Who inherits if every gift fails, then the age a young beneficiary inherits at.
    await page.waitForURL(/\/will\/estate\/fallback$/);
    await page.getByLabel('Charities I choose').check();
    await next(page);
    await expect.poll(() => page.getByText('Choose at least one charity').count()).toBeGreaterThan(0);
    await page.getByLabel('Cancer Research UK').check();
    await next(page);

    await page.waitForURL(/\/will\/estate\/trust-age$/);
    await page.getByLabel('At 21, only if they reach 21').check();
    await next(page);

    await page.waitForURL(/\/will\/estate\/messages$/);
    // Each name opens its message box as a disclosure button.
    const disclosure = page.getByRole('button', { name: 'Add a message for John Smith' });
    await expect.poll(() => disclosure.getAttribute('aria-expanded')).toBe('false');
    // A closed box is out of sight.
    await expect.poll(() => page.getByLabel('Message for Amy Smith (optional)').isVisible()).toBe(false);
    await disclosure.click();
    await expect.poll(() => disclosure.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Message for John Smith (optional)').fill('Thank you for everything.');
    await expect.poll(() => page.getByRole('button', { name: 'Edit the message for John Smith' }).count()).toBe(1);
    await next(page);

    await page.waitForURL(/\/will\/estate\/capacity$/);
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL(/\/will\/dashboard#executor$/);
    const will = (await storedWill(page)).will;
    expect(will.passedSteps).toContain(5);
    expect(will.estate.map((s: { amount: number }) => s.amount)).toEqual([50, 30, 10, 10]);
    expect(will.estate[0].message).toBe('Thank you for everything.');
    expect(will.residueFallback.type).toBe('charities');
    expect(will.residueFallback.charities).toHaveLength(1);
    expect(will.trustAge).toBe(21);
    expect(will.estate.find((s: { entryType: string; beneficiary: { type: string } }) => s.beneficiary.type === 'charity' && s.entryType === 'search')).toBeTruthy();
    await expect.poll(() => page.locator('#estate.step-card--tick').count()).toBe(1);

    await page.goto(`${app.server.baseUrl}/will/estate/charities`);
    await page.getByRole('button', { name: /^Edit\s*Cardiff Animal Rescue$/ }).click();
    await page.waitForURL(/\/will\/estate\/edit-charity\//);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/will\/estate\/charities$/);
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await page.locator('#estate').getByText('You must allocate 100% of your estate and select substitutes for each beneficiary.').waitFor();
    await expect.poll(() => page.locator('#estate').getByRole('link', { name: /Fix/ }).count()).toBe(1);

    expect(problems).toEqual([]);
    await close();
  });
});
