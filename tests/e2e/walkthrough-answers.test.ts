/**
 * What a first-time user hit, walked through in Chromium: a paid will's executor choice changes nothing until a
 * choice is saved; deleting a guardian leaves Guardians needing attention with Fix, and the confirmation lists what
 * goes with them; a manual address keeps its parts; a reload mid-step keeps what was typed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { checkAtBothWidths, DESKTOP, newVisitor, payForCompleteWill, signUpThroughApi, storedWill, storeCompleteWill } from './visitor';
import { FRIEND } from '../../engine/will/fixtures/will-fixtures';

const app = appUnderTest();
const base = () => app.server.baseUrl;
const sidebar = (page: Page) => page.getByRole('complementary');

describe('A first-time user walking through their will', () => {
  it('on a paid will, Trustees, Continue, then Back from the terms erases no executor, and My Will has nothing to fix', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${base()}/will/sign-in`);
    await payForCompleteWill(page, app.server, await signUpThroughApi(page, base(), 'Jane Smith'));
    const before = (await storedWill(page)).will;
    await page.goto(`${base()}/will/executors`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Trustees', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/will\/executors\/trustees-terms$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/will\/executors\/choose$/);
    const after = (await storedWill(page)).will;
    expect(after.executors).toEqual(before.executors);
    expect(after.executorCategory).toBe(before.executorCategory);
    expect(after.passedSteps).toEqual(before.passedSteps);
    await page.goto(`${base()}/will/dashboard`);
    await sidebar(page).getByRole('heading', { name: "We're checking your will" }).waitFor();
    expect(await page.locator('#executor').getByRole('link', { name: /Edit/ }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('deleting the only guardian of a pet lists what goes with them, then Guardians asks to be fixed, naming the pet', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${base()}/will/sign-in`);
    await signUpThroughApi(page, base(), 'Jane Smith');
    await storeCompleteWill(page, base());
    await page.goto(`${base()}/will/family/edit-person/${FRIEND}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const sure = page.getByRole('dialog', { name: 'Are you sure?' });
    await sure.getByText(/^With them go the gift “£500 to Sam Jones”, their place as a substitute beneficiary and their place as guardian of Amy Smith and Rex\.$/).waitFor();
    await sure.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/will\/family\/add-familymembers$/);
    await page.goto(`${base()}/will/dashboard`);
    await sidebar(page).getByRole('heading', { name: 'A step needs your attention' }).waitFor();
    await sidebar(page).getByText('Rex has no guardian now. Choose a guardian for them.').waitFor();
    const guardians = page.locator('#guardians');
    expect(await guardians.getByRole('link', { name: /Fix/ }).count()).toBe(1);
    expect(await guardians.getByText('Rex has no guardian now. Choose a guardian for them.').count()).toBe(1);
    await checkAtBothWidths(page, 'walkthrough-guardian-deleted', 'My Will');
    expect(problems).toEqual([]);
    await close();
  });

  it('About You keeps a manual address in its parts, checks each one, and shows them again on reopening', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${base()}/will/sign-in`);
    await signUpThroughApi(page, base(), 'Jane Smith');
    await storeCompleteWill(page, base());
    await page.goto(`${base()}/will/yourself`);
    await page.getByRole('button', { name: 'Change address' }).click();
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    const field = (name: RegExp) => page.getByRole('textbox', { name });
    for (const name of [/^Address/, /^Postcode/, /^City\/Town/]) await field(name).fill('');
    await field(/^Postcode/).fill('LS1');
    await field(/^Address/).fill('Flat 2, 12 Acacia Avenue');
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.getByRole('link').allInnerTexts()).toEqual(['Enter a valid postcode', 'Enter your town or city']);
    await field(/^Postcode/).fill('ls6 2ab');
    await field(/^City\/Town/).fill('Leeds');
    await field(/^County/).fill('West Yorkshire');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/dashboard#family$/);
    expect((await storedWill(page)).will.userInfo).toMatchObject({ address: 'Flat 2, 12 Acacia Avenue, Leeds, West Yorkshire, LS6 2AB', manualAddress: true });

    await page.goto(`${base()}/will/yourself`);
    expect(await field(/^Address/).inputValue()).toBe('Flat 2, 12 Acacia Avenue');
    expect(await field(/^Postcode/).inputValue()).toBe('ls6 2ab');
    expect(await field(/^City\/Town/).inputValue()).toBe('Leeds');
    expect(await field(/^County/).inputValue()).toBe('West Yorkshire');
    expect(problems).toEqual([]);
    await close();
  });

  it('a reload of Your Partner before Save keeps what was typed', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${base()}/will/sign-in`);
    await signUpThroughApi(page, base(), 'Jane Smith');
    await storeCompleteWill(page, base());
    await page.goto(`${base()}/will/family/addpartner`);
    const name = page.getByRole('textbox', { name: /Full legal name/ });
    await name.fill('Jonathan Smith');
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Jonathan Smith');
    expect((await storedWill(page)).people.relations).toMatchObject({});
    expect(Object.values((await storedWill(page)).people.relations as Record<string, { fullName: string }>).map((p) => p.fullName)).not.toContain('Jonathan Smith');
    expect(problems).toEqual([]);
    await close();
  });
});
