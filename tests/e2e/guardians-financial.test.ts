import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { signedInWillAt, SINGLE_ALONE } from './will-at';
import { newVisitor, expectAccessible, fillDate, DESKTOP, storedWill, clickMainButton } from './visitor';

const app = appUnderTest();

const YEAR = new Date().getFullYear();
const ADDRESS = '1 High Street, Cardiff, CF10 1AA';

const child = (fullName: string, age: number) => ({ fullName, birthday: `${YEAR - age}-01-01`, address: ADDRESS, hasUserAddress: true });

/**
 * A signed-in single user with About You and Family passed: a friend, two children under 18, a child of 19 and a
 * dog with a care plan, made through the API in the page's own cookie jar.
 */
async function signedInWithFamily(page: Page) {
  const userInfo = { title: 'Ms.', fullName: 'Jane Smith', birthday: '1980-05-01', address: ADDRESS, manualAddress: true, phoneNumber: '029 2000 0000' };
  const relations = { 'a0000000-0000-4000-8000-000000000001': { fullName: 'Sam Jones', birthday: '1970-07-07', address: '2 Low Road, York, YO1 1AA' } };
  const children = {
    'c0000000-0000-4000-8000-000000000001': child('Amy Smith', 10),
    'c0000000-0000-4000-8000-000000000002': child('Ben Smith', 8),
    'c0000000-0000-4000-8000-000000000003': child('Cara Smith', 19),
  };
  const pets = { 'd0000000-0000-4000-8000-000000000001': { name: 'Rex', type: 'dog', hasPetCarePlan: true } };
  const maritalStatus = { id: 1, description: 'Single', needPartner: false, comc: null };
  await signedInWillAt(page, app.server.baseUrl, 'guardians', { ...SINGLE_ALONE, userInfo, maritalStatus, relations, children, pets });
}

const parental = (page: Page) => page.getByRole('group', { name: 'Does the guardian already have parental responsibility?' });
// A single will-writer is asked about their own parental responsibility (Children Act 1989 s.5(3)).
const own = (page: Page) => page.getByRole('group', { name: 'Do you have parental responsibility for this child?' });

async function addAsset(page: Page, type: string, field: string | null, text: string) {
  await page.getByRole('button', { name: '+ Add account or property' }).click();
  await page.waitForURL(/\/will\/financial\/add-asset$/);
  await page.getByRole('dialog').getByLabel('Asset type').selectOption({ label: type });
  if (field) await page.getByRole('dialog').getByLabel(field).fill(text);
}

describe('Guardians and financial assets, end to end', () => {
  it('A guardian added with "+ Add a guardian" is chosen for the dependant it was opened from, even after a reload of the modal', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInWithFamily(page);
    await page.goto(`${app.server.baseUrl}/will/guardians/2`);
    await page.getByRole('heading', { level: 1, name: 'Who should look after Ben Smith?' }).waitFor();
    await page.getByRole('button', { name: '+ Add a guardian' }).click();
    const modal = page.getByRole('dialog', { name: 'Add a guardian' });
    await modal.waitFor();
    await page.reload();
    await modal.waitFor();
    await modal.getByLabel('Full name').fill('Una Green');
    await fillDate(page, ['2', '2', '1972']);
    await modal.getByLabel('Same as my address').check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/guardians\/2$/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const choices = page.getByRole('group', { name: 'Choose a guardian' });
    await expect.poll(() => choices.getByRole('checkbox', { name: 'Una Green' }).isChecked()).toBe(true);
    await expect.poll(() => choices.getByRole('checkbox', { name: 'Sam Jones' }).isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('sets guardians for two children and a dog with a care plan, then lists, edits and removes assets', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInWithFamily(page);

    // Guardians: /will/guardians opens the first dependant.
    await page.goto(`${app.server.baseUrl}/will/guardians`);
    await page.waitForURL(/\/will\/guardians\/1$/);
    await expect.poll(() => page.getByText('1/3', { exact: true }).count()).toBe(1);
    // Eligible: the adult relation and the 19-year-old child; not the children under 18.
    const choices = page.getByRole('group', { name: 'Choose a guardian' });
    await expect.poll(() => choices.getByRole('checkbox').count()).toBe(2);
    await expect.poll(() => choices.getByRole('checkbox', { name: 'Cara Smith' }).count()).toBe(1);
    await expect.poll(() => choices.getByRole('checkbox', { name: 'Ben Smith' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Choose a guardian, or add one' }).count()).toBe(1);
    // Without parental responsibility the guardian questions go and the step says how it is acquired.
    await own(page).getByLabel('No', { exact: true }).check();
    await expect.poll(() => page.getByText(/Without parental responsibility you cannot appoint a guardian for Amy Smith/).count()).toBe(1);
    await expect.poll(() => page.getByRole('group', { name: 'Choose a guardian' }).count()).toBe(0);
    await expect.poll(() => parental(page).count()).toBe(0);
    await own(page).getByLabel('Yes', { exact: true }).check();

    // Amy: a guardian added through the modal, refused first for being under 18.
    await page.getByRole('button', { name: '+ Add a guardian' }).click();
    await page.waitForURL(/\/will\/guardians\/add-guardian$/);
    const modal = page.getByRole('dialog', { name: 'Add a guardian' });
    await modal.waitFor();
    await modal.getByLabel('Full name').fill('Tom Brown');
    await fillDate(page, ['1', '1', String(YEAR - 12)]);
    await modal.getByLabel('Same as my address').check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => modal.getByRole('link', { name: 'A guardian must be over 18 years old' }).count()).toBe(1);
    await fillDate(page, ['31', '2', '1980']);
    await expect.poll(() => modal.getByText('Date not valid').count()).toBeGreaterThan(0);
    await fillDate(page, ['1', '1', '1975']);
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/guardians\/1$/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => choices.getByRole('checkbox', { name: 'Tom Brown' }).isChecked()).toBe(true);
    await parental(page).getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Ben: a guardian with parental responsibility is refused; the user stays and answers again.
    await page.waitForURL(/\/will\/guardians\/2$/);
    await page.getByRole('heading', { level: 1, name: 'Who should look after Ben Smith?' }).waitFor();
    await expect.poll(() => page.getByText('2/3', { exact: true }).count()).toBe(1);
    await own(page).getByLabel('Yes', { exact: true }).check();
    await page.getByRole('group', { name: 'Choose a guardian' }).getByLabel('Sam Jones').check();
    await parental(page).getByLabel('Yes', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('dialog', { name: 'Choose someone else' });
    await alert.waitFor();
    await expect.poll(() => alert.getByText(/cannot be someone who already has parental responsibility/).count()).toBe(1);
    await expectAccessible(page, 'gf-parental-alert', 'Who should look after Ben Smith?');
    await alert.getByRole('button', { name: 'Close' }).click();
    expect(new URL(page.url()).pathname).toBe('/will/guardians/2');
    await parental(page).getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Rex has a care plan: no guardian asked, no parental-responsibility question.
    await page.waitForURL(/\/will\/guardians\/3$/);
    await expect.poll(() => page.getByText('Rex has a pet care plan, so they do not need a guardian.').count()).toBe(1);
    await expect.poll(() => page.getByRole('group', { name: 'Choose a guardian' }).count()).toBe(0);
    await expect.poll(() => parental(page).count()).toBe(0);
    // Back steps to the previous dependant.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/will\/guardians\/2$/);
    await page.goto(`${app.server.baseUrl}/will/guardians/3`);
    // Drawn by the server: its Continue acts once the page has hydrated.
    await clickMainButton(page, 'Continue');
    await page.waitForURL(/\/will\/dashboard#financial$/);

    const afterGuardians = await storedWill(page);
    expect(afterGuardians.will.passedSteps).toEqual([1, 2, 3]);
    // Both parental-responsibility answers come back on return (they were forgotten).
    await page.goto(`${app.server.baseUrl}/will/guardians/1`);
    await page.getByRole('heading', { level: 1, name: 'Who should look after Amy Smith?' }).waitFor();
    await expect.poll(() => own(page).getByLabel('Yes', { exact: true }).isChecked()).toBe(true);
    await expect.poll(() => parental(page).getByLabel('No', { exact: true }).isChecked()).toBe(true);
    const tom = Object.entries(afterGuardians.people.relations).find(([, r]: [string, any]) => r.fullName === 'Tom Brown')![0];
    expect(afterGuardians.will.guardians).toEqual({
      'c0000000-0000-4000-8000-000000000001': [tom],
      'c0000000-0000-4000-8000-000000000002': ['a0000000-0000-4000-8000-000000000001'],
    });

    // Financial assets.
    await page.goto(`${app.server.baseUrl}/will/financial`);
    await addAsset(page, 'Bank account(s)', 'Bank name', 'Barclays');
    // SPEC 2.9: add mode has Close (beside the dialog's own close button), not Cancel or Remove.
    const adding = page.getByRole('dialog');
    expect(await adding.locator('.dialog__close').count()).toBe(1);
    expect(await adding.getByRole('button', { name: 'Close', exact: true }).count()).toBe(2);
    expect(await adding.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expect(await adding.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    await adding.getByLabel('Estimated value').fill('25000');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/financial$/);
    // The list shows what was entered, the estimated value included.
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Bank account(s): Barclays, estimated value £25,000' }).count()).toBe(1);

    await addAsset(page, 'Pension(s)', 'Provider', '   ');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Enter the pension provider' }).count()).toBe(1);
    await page.getByRole('dialog').getByLabel('Provider').fill('Aviva');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/financial$/);

    await addAsset(page, 'Property', null, '');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Choose Yes or No' }).count()).toBe(1);
    await dialog.getByLabel('Same as my address').check();
    await dialog.getByRole('group', { name: 'Is there a mortgage on this property?' }).getByLabel('Yes', { exact: true }).check();
    await dialog.getByLabel('How much is still owed on the mortgage?').fill('120000');
    await dialog.getByLabel('I own jointly with someone else').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/financial$/);
    await expect.poll(() => page.getByRole('listitem').count()).toBe(3);

    await page.getByRole('button', { name: 'Edit Pension(s): Aviva' }).click();
    await page.waitForURL(/\/will\/financial\/edit-asset\/1$/);
    // A visible close button and Cancel beside Remove; Escape leaves without saving.
    await expect.poll(() => page.getByRole('dialog').getByRole('button', { name: 'Close' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/will\/financial$/);
    await page.getByRole('button', { name: 'Edit Pension(s): Aviva' }).click();
    await page.waitForURL(/\/will\/financial\/edit-asset\/1$/);
    await page.getByRole('dialog').getByLabel('Provider').fill('Aviva Life');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/financial$/);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Pension(s): Aviva Life' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Edit Bank account(s): Barclays, estimated value £25,000' }).click();
    await page.waitForURL(/\/will\/financial\/edit-asset\/0$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL(/\/will\/financial$/);
    await expect.poll(() => page.getByRole('listitem').count()).toBe(2);

    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/will\/dashboard#estate$/);
    const done = await storedWill(page);
    expect(done.will.passedSteps).toEqual([1, 2, 3, 4]);
    expect(done.will.assets).toEqual([
      { selector: 'pension', value: 'Aviva Life' },
      { selector: 'property', value: { address: ADDRESS, mortgage: 'Yes', mortgageOwed: 120000, owner: 'I own jointly with someone else', manualAddress: true, hasUserAddress: true } },
    ]);
    await expectAccessible(page, 'gf-dashboard', 'My Will');
    expect(problems).toEqual([]);
    await close();
  });
});
