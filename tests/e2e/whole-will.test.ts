import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { newVisitor, expectAccessible, register, fillDate, clickMainButton } from './visitor';

const app = appUnderTest();

const RNLI = 'The Royal National Lifeboat Institution';

async function heading(page: Page, text: string) {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).last().waitFor();
}

async function answer(page: Page, question: string, option: string) {
  await heading(page, question);
  await page.getByLabel(option, { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function onboardAndRegister(page: Page) {
  await page.goto(`${app.server.baseUrl}/will/start`);
  await clickMainButton(page, 'Start');
  await answer(page, 'Do you have a partner?', 'Yes');
  await answer(page, 'Do you have any children?', 'Yes');
  await answer(page, 'Do you own a property?', 'Yes');
  await answer(page, 'Do you live in England or Wales?', 'Yes');
  await answer(page, 'Is everything you own in England or Wales?', 'Yes');
  await answer(page, 'Does your partner need a will too?', 'Yes, they need one too');
  await answer(page, 'Which will is right for you?', 'A simple will');
  await page.getByRole('button', { name: "Let's get started" }).click();
  await register(page, 'Jane Smith');
  await page.waitForURL(/\/will\/refer-partner$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL(/\/will\/dashboard$/);
}

async function aboutYou(page: Page) {
  await page.locator('#about-you').getByRole('link', { name: /Get Started/ }).click();
  await heading(page, 'About You');
  await page.getByLabel('Title').selectOption('Ms.');
  await page.getByLabel('Full legal name').fill('Jane Smith');
  await fillDate(page, ['1', '5', '1980']);
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel(/^Address/).fill('1 High Street');
  await page.getByLabel(/^City\/Town/).fill('Cardiff');
  await page.getByLabel(/^Postcode/).fill('CF10 1AA');
  await page.getByLabel('Phone number').fill('029 2000 0000');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/will\/dashboard#family$/);
}

async function family(page: Page) {
  await page.locator('#family').getByRole('link', { name: /Get Started/ }).click();
  await heading(page, 'What is your marital status?');
  await page.getByLabel('Married', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, 'Your Partner');
  await page.getByLabel('Title').selectOption('Mr.');
  await page.getByLabel('Full legal name').fill('John Smith');
  await fillDate(page, ['2', '2', '1978']);
  await page.getByLabel('Same as my address').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await heading(page, 'Your family');
  await page.getByRole('button', { name: 'Add a child' }).click();
  await heading(page, 'Add a child');
  await page.getByLabel('Full legal name').fill('Amy Smith');
  await fillDate(page, ['3', '4', '2015']);
  await page.getByLabel('Same as my address').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await heading(page, 'Your family');
  await page.getByRole('button', { name: 'Add a pet' }).click();
  await heading(page, 'Add a pet');
  await page.getByLabel("Your pet's name").fill('Rex');
  await page.getByLabel('Dog', { exact: true }).check();
  await page.getByRole('group', { name: /care plan/ }).getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('Which charity runs the scheme?').fill('Dogs Trust');
  await page.getByLabel('Your reference with the scheme').fill('CC-1234');
  await page.getByRole('group', { name: 'Who should have your pet if the charity cannot take them?' }).getByLabel('John Smith').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await heading(page, 'Your family');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/will\/dashboard#guardians$/);
}

async function guardians(page: Page) {
  await page.locator('#guardians').getByRole('link', { name: /Get Started/ }).click();
  await heading(page, 'Who should look after Amy Smith?');
  await page.getByRole('group', { name: 'Choose a guardian' }).getByLabel('John Smith').check();
  await page.getByRole('group', { name: 'Does the guardian already have parental responsibility?' }).getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Who should look after Rex?');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/will\/dashboard#financial$/);
}

async function financial(page: Page) {
  await page.locator('#financial').getByRole('link', { name: /Get Started/ }).click();
  await heading(page, 'Your Financial Assets');
  await page.getByRole('button', { name: '+ Add account or property' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Asset type').selectOption({ label: 'Bank account(s)' });
  await dialog.getByLabel('Bank name').fill('Barclays');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Barclays' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL(/\/will\/dashboard#estate$/);
}

async function estate(page: Page) {
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await page.locator('#estate').getByRole('link', { name: /Get Started/ }).click();
  await heading(page, 'Your estate');
  await next();
  await heading(page, 'Who should share your estate?');
  await page.getByLabel('John Smith').check();
  await next();
  await heading(page, 'Would you like to leave part of your estate to charity?');
  await page.getByLabel('Yes', { exact: true }).check();
  const search = page.getByRole('combobox', { name: 'Search for a charity' });
  await search.fill('rnli');
  await page.getByRole('option', { name: new RegExp(RNLI) }).waitFor();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect.poll(() => page.getByLabel(RNLI).isChecked()).toBe(true);
  await next();
  await heading(page, 'How should your estate be shared?');
  await page.getByLabel('John Smith', { exact: true }).fill('90');
  await page.getByLabel(RNLI, { exact: true }).fill('10');
  await next();
  await heading(page, 'Who should inherit if a beneficiary dies before you?');
  // The partner's children are "our children".
  await page.getByRole('group', { name: /If John Smith dies/ }).getByLabel('Our children').check();
  await next();
  await heading(page, 'Who should inherit if none of your beneficiaries can?');
  await next();
  await heading(page, 'At what age should a young beneficiary inherit?');
  await page.getByLabel('At 18, only if they reach 18').check();
  await next();
  await heading(page, 'Would you like to leave a message?');
  await next();
  await heading(page, 'Before you continue');
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.waitForURL(/\/will\/dashboard#executor$/);
}

async function executors(page: Page) {
  await page.locator('#executor').getByRole('link', { name: /Get Started/ }).click();
  await heading(page, 'Your executors');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Our trustee service');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Who would you like to be your executors?');
  await page.getByLabel('Friends and family with trustees', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Choose your executors');
  await page.getByLabel('John Smith', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await heading(page, 'Appoint our professional trustees');
  await page.getByLabel(/I have read the trustee terms/).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // One person beside the trustee company: the will needs someone to step in if John cannot act.
  await heading(page, 'Who should step in if an executor cannot act?');
  await page.getByRole('button', { name: '+ Add a replacement executor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a replacement executor' });
  await dialog.waitFor();
  await dialog.getByLabel('Full legal name').fill('Kate Jones');
  await fillDate(page, ['4', '4', '1975']);
  await dialog.getByLabel('Same as my address').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByLabel('Kate Jones', { exact: true }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/will\/dashboard#wishes$/);
}

async function funeralWishes(page: Page) {
  await page.locator('#wishes').getByRole('link', { name: /Get Started/ }).click();
  await page.waitForURL(/\/will\/funeral\/wishes$/);
  await page.getByLabel('Cremation', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/will\/dashboard#gifts$/);
}

async function gifts(page: Page) {
  await page.locator('#gifts').getByRole('link', { name: /Get Started/ }).click();
  await heading(page, 'Your gifts');
  await page.getByRole('button', { name: 'Add some money' }).click();
  await heading(page, 'Some money');
  await page.getByLabel('Amount in pounds').fill('500');
  await page.getByLabel(RNLI, { exact: true }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await heading(page, 'Your gifts');
  await page.getByRole('button', { name: 'Add a collection of items' }).click();
  await heading(page, 'A collection of items');
  await page.getByLabel('Describe the collection').fill('All of my jewellery');
  await page.getByLabel('Amy Smith', { exact: true }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await heading(page, 'Your gifts');
  await expect.poll(() => page.getByRole('listitem').count()).toBe(2);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL(/\/will\/dashboard#other-wishes$/);
}

async function otherWishes(page: Page) {
  await page.locator('#other-wishes').getByRole('link', { name: /Get Started/ }).click();
  await page.waitForURL(/\/will\/other\/wishes$/);
  await page.getByLabel(/leave out of your will/).fill('My cousin Tom, with whom I have had no contact for 20 years');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/will\/dashboard$/);
}

describe('a whole will in the browser', () => {
  it('a new visitor goes from /will/start through all nine steps to ready to submit, and the preview has every section', async () => {
    const { page, problems, close } = await newVisitor(app.browser, { width: 1280, height: 900 });
    await onboardAndRegister(page);
    await aboutYou(page);
    await family(page);
    await guardians(page);
    await financial(page);
    await estate(page);
    await executors(page);
    await funeralWishes(page);
    await gifts(page);
    await otherWishes(page);

    const sidebar = page.getByRole('complementary');
    await expect.poll(() => sidebar.getByRole('heading', { name: 'Your will is ready to submit' }).count()).toBe(1);
    await expect.poll(() => sidebar.getByRole('link', { name: 'Submit and pay' }).count()).toBe(1);
    for (const anchor of ['about-you', 'family', 'guardians', 'financial', 'estate', 'executor', 'wishes', 'gifts', 'other-wishes']) {
      expect(await page.locator(`#${anchor}.step-card--tick`).count(), anchor).toBe(1);
    }
    await expectAccessible(page, 'whole-will-dashboard', 'My Will');
    const stored = await page.evaluate(() => fetch('/api/will').then((r) => r.json()));
    expect(stored.will.passedSteps).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Nine steps ticked, eight counted: the header says which it leaves out.
    expect(await page.getByText('8 of 8 Completed').count()).toBe(1);
    expect(await page.getByText('Not counted, as your will is complete without them: Other wishes.', { exact: false }).count()).toBe(1);

    await page.goto(`${app.server.baseUrl}/will/preview`);
    await heading(page, 'Last Will of Jane Smith');
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const expected of ['John Smith', 'Amy Smith', 'Rex', RNLI, '£500', 'jewellery', 'cremat', 'My cousin Tom']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('You must allocate');
    // Back's arrow is not underlined on its own: the line is under the word alone.
    const back = page.getByRole('link', { name: 'Back to My Will' });
    expect(await back.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
    expect(await back.locator('.back-link__text').evaluate((word) => getComputedStyle(word).textDecorationLine)).toBe('underline');
    await expectAccessible(page, 'whole-will-preview', 'Last Will of Jane Smith');
    expect(problems).toEqual([]);
    await close();
  });
});
