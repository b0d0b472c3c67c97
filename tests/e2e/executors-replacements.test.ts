import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { signedInWillAt, SINGLE_ALONE } from './will-at';
import { newVisitor, fillDate, DESKTOP, storedWill } from './visitor';

const app = appUnderTest();

const FRIEND = '0a0a0a0a-0000-4000-8000-0000000000f1';
const SISTER = '0a0a0a0a-0000-4000-8000-0000000000f2';

/** A signed-in user who has passed About You, Family and Financial, with a friend and a sister in the will. */
async function signedInReadyForExecutors(page: Page) {
  const userInfo = { title: 'Mr.', fullName: 'Dafydd ap Gwilym', birthday: '1978-03-01', address: '14 Heol y Felin, Caerdydd, CF14 6NA', manualAddress: true, phoneNumber: '029 2000 0000' };
  const relations = {
    [FRIEND]: { fullName: 'Sam Jones', birthday: '1970-07-07', address: '2 Low Road, York, YO1 1AA', manualAddress: true },
    [SISTER]: { fullName: 'Eleri Prydderch', birthday: '1975-02-02', address: 'Tŷ Nant, Llandeilo, SA19 6AA', manualAddress: true },
  };
  await signedInWillAt(page, app.server.baseUrl, 'estate', { ...SINGLE_ALONE, userInfo, relations });
}

describe('Replacement executors, end to end', () => {
  it('one executor: the step asks who replaces them, offers the others and a new adult, and saves them in order', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReadyForExecutors(page);
    await page.goto(`${app.server.baseUrl}/will/executors`);
    await page.waitForURL(/\/will\/executors\/intro$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/will\/executors\/price$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/will\/executors\/choose$/);
    await page.getByLabel('Friends and family', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/will\/executors\/choose-friends-family$/);
    await page.getByLabel('Sam Jones', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/will\/executors\/replacements$/);
    // The executor is not offered as their own replacement.
    await expect.poll(() => page.getByLabel('Eleri Prydderch', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Sam Jones', { exact: true }).count()).toBe(0);
    await page.getByLabel('Eleri Prydderch', { exact: true }).check();

    await page.getByRole('button', { name: '+ Add a replacement executor' }).click();
    await page.waitForURL(/\/will\/executors\/add-replacement$/);
    const dialog = page.getByRole('dialog', { name: 'Add a replacement executor' });
    await dialog.waitFor();
    await dialog.getByLabel('Full legal name').fill('Gareth Price');
    await fillDate(page, ['1', '1', '1988']);
    await dialog.getByLabel('Same as my address').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/executors\/replacements$/);
    await expect.poll(() => page.getByLabel('Gareth Price', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Eleri Prydderch', { exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/will\/dashboard#wishes$/);
    const { will, people } = await storedWill(page);
    const gareth = Object.entries(people.relations).find(([, r]: [string, any]) => r.fullName === 'Gareth Price')![0];
    expect(will.executors).toEqual([{ type: 'person', uuid: FRIEND }]);
    expect(will.replacementExecutors).toEqual([SISTER, gareth]);
    expect(will.passedSteps).toContain(6);
    expect(problems).toEqual([]);
    await close();
  });
});
