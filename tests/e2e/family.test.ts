import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { completeWill } from '../../engine/will/fixtures/will-fixtures';
import { signedInWillAt } from './will-at';
import { newVisitor, expectAccessible, fillDate, DESKTOP, storedWill } from './visitor';

const app = appUnderTest();


/** A signed-in user who has passed About You, made through the API in the page's own cookie jar. */
async function signedInWithAboutYou(page: Page) {
  await signedInWillAt(page, app.server.baseUrl, 'family', { userInfo: { ...completeWill().userInfo!, address: '1 High Street, Cardiff, CF10 1AA' } });
}


async function addChild(page: Page, name: string, born: [string, string, string]) {
  await page.getByRole('button', { name: 'Add a child' }).click();
  await page.waitForURL(/\/will\/family\/add-child$/);
  await page.getByLabel('Full legal name').fill(name);
  await fillDate(page, born);
  await page.getByLabel('Same as my address').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/will\/family\/add-familymembers$/);
  await expect.poll(() => page.getByRole('listitem').filter({ hasText: name }).count()).toBe(1);
}

/** A care plan is a charity's rehoming scheme: its charity, the reference, and who has the pet if the charity cannot. */
async function rehomingScheme(page: Page, fallback: string) {
  await page.getByLabel('Which charity runs the scheme?').fill('Dogs Trust');
  await page.getByLabel('Your reference with the scheme').fill('CC-1234');
  await page.getByRole('group', { name: 'Who should have your pet if the charity cannot take them?' }).getByLabel(fallback).check();
}

async function addPet(page: Page, name: string, type: string, carePlan: 'Yes' | 'No') {
  await page.getByRole('button', { name: 'Add a pet' }).click();
  await page.waitForURL(/\/will\/family\/add-pet$/);
  await page.getByLabel("Your pet's name").fill(name);
  await page.getByLabel(type, { exact: true }).check();
  await page.getByRole('group', { name: /care plan/ }).getByLabel(carePlan, { exact: true }).check();
  if (carePlan === 'Yes') await rehomingScheme(page, 'John David Smith');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/will\/family\/add-familymembers$/);
}

describe('Family, end to end', () => {
  it('a married user adds a partner, two children and two pets, edits and deletes a child, and saves', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInWithAboutYou(page);

    await page.goto(`${app.server.baseUrl}/will/family`);
    await page.waitForURL(/\/will\/family\/marital$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Choose your marital status' }).count()).toBe(1);
    await page.getByLabel('Married', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL(/\/will\/family\/addpartner$/);
    await expect.poll(() => page.getByText('Contemplation of Marriage').count()).toBe(0);
    await page.getByLabel('Title').selectOption('Mr.');
    await page.getByLabel('Full legal name').fill('john david smith');
    await page.getByLabel('Full legal name').blur();
    expect(await page.getByLabel('Full legal name').inputValue()).toBe('John David Smith');
    await fillDate(page, ['1', '1', '2012']);
    await page.getByLabel('Same as my address').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'your partner must be over 18 years old' }).count()).toBe(1);
    expect(Object.keys((await storedWill(page)).people.relations)).toEqual([]);
    await page.getByLabel('Year').fill('1979');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/will\/family\/add-familymembers$/);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'John David Smith' }).getByText('Partner').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Add partner' }).count()).toBe(0);
    const afterPartner = await storedWill(page);
    expect(afterPartner.will.maritalStatus).toMatchObject({ id: 3, description: 'Married', needPartner: true });
    expect(Object.values(afterPartner.people.relations)).toEqual([
      expect.objectContaining({ title: 'Mr.', fullName: 'John David Smith', birthday: '1979-01-01', address: '1 High Street, Cardiff, CF10 1AA', hasUserAddress: true }),
    ]);

    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.waitForURL(/\/will\/family\/add-child$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/will\/family\/add-familymembers$/);
    await addChild(page, 'Amy Smith', ['3', '4', '2015']);
    await addChild(page, 'Ben Smith', ['2', '2', '2007']);

    await page.getByRole('button', { name: 'Add a pet' }).click();
    await page.waitForURL(/\/will\/family\/add-pet$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await addPet(page, 'Rex', 'Dog', 'Yes');
    await addPet(page, 'Tom', 'Cat', 'No');

    await page.getByRole('button', { name: 'Edit Amy Smith' }).click();
    await page.waitForURL(/\/will\/family\/edit-child\/[0-9a-f-]+$/);
    await page.getByLabel('Full legal name').fill('Amy Jane Smith');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/family\/add-familymembers$/);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Amy Jane Smith' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Edit Rex' }).click();
    await page.waitForURL(/\/will\/family\/edit-pet\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/will\/family\/add-familymembers$/);

    await page.getByRole('button', { name: 'Edit Ben Smith' }).click();
    await page.waitForURL(/\/will\/family\/edit-child\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('This will remove Ben Smith from every section of your will. This cannot be undone.').count()).toBe(1);
    await expectAccessible(page, 'family-delete-confirm', 'Edit child');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/will\/family\/add-familymembers$/);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Ben Smith' }).count()).toBe(0);
    const afterDelete = await storedWill(page);
    expect(Object.values(afterDelete.people.children).map((c: any) => c.fullName)).toEqual(['Amy Jane Smith']);
    expect(Object.values(afterDelete.will.pets).map((p: any) => [p.name, p.type, p.hasPetCarePlan])).toEqual([
      ['Rex', 'dog', true],
      ['Tom', 'cat', false],
    ]);

    await page.goto(`${app.server.baseUrl}/will/family/add-person`);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/will\/family\/add-familymembers$/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/will\/dashboard#guardians$/);
    expect((await storedWill(page)).will.passedSteps).toEqual([1, 2]);
    await expect.poll(() => page.locator('#guardians').count()).toBe(1);

    await page.goto(`${app.server.baseUrl}/will/preview`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByText(/Amy Jane Smith/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/Ben Smith/).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('a save refused while a modal is open is told inside the modal, where the user can read and close it', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInWithAboutYou(page);
    await page.goto(`${app.server.baseUrl}/will/family/add-person`);
    const dialog = page.getByRole('dialog', { name: 'Add a person' });
    await dialog.waitFor();
    await dialog.getByLabel('Full legal name').fill('Sam Jones');
    await fillDate(page, ['01', '02', '1980']);
    await dialog.getByLabel('Same as my address').check();
    await page.route('**/api/will', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { error: 'unavailable' } }) : route.fallback()));
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The modal makes the page beneath inert, so the message is drawn in the modal, not in the page's region.
    const message = dialog.getByRole('alert').filter({ hasText: 'Sorry we had a problem saving your information.' });
    await expect.poll(() => message.count()).toBe(1);
    await message.getByRole('button', { name: 'Close message' }).click();
    await expect.poll(() => message.count()).toBe(0);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/will/family/add-person');
    await close();
  });

  it('a married user with no partner cannot save the family list', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInWithAboutYou(page);
    await page.goto(`${app.server.baseUrl}/will/family/marital`);
    await page.getByLabel('Civil Partnership', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/will\/family\/addpartner$/);
    await page.goto(`${app.server.baseUrl}/will/family/add-familymembers`);
    await expect.poll(() => page.getByRole('button', { name: 'Add partner' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'You need to add partner' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/will/family/add-familymembers');
    expect((await storedWill(page)).will.passedSteps).toEqual([1]);
    await close();
  });
});
