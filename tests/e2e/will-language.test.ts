import { describe, expect, it } from 'vitest';
import { appUnderTest } from './app-under-test';
import { DESKTOP, checkAtBothWidths, clickWhenHydrated, newVisitor, signUpThroughApi, storeCompleteWill, storedWill } from './visitor';

const app = appUnderTest();

describe('the will in Welsh, chosen on the preview', () => {
  it('draws the three documents again in Welsh, marked as awaiting approval, and keeps the choice for checkout', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await signUpThroughApi(page, app.server.baseUrl);
    await storeCompleteWill(page, app.server.baseUrl);
    await page.goto(`${app.server.baseUrl}/will/preview`);
    await page.getByRole('heading', { level: 1, name: 'Last Will of Jane Smith' }).waitFor();
    const choice = page.getByRole('group', { name: 'The language of your will' });
    expect(await choice.getByRole('radio', { name: 'English', exact: true }).isChecked()).toBe(true);

    await choice.getByRole('radio', { name: 'Welsh (Cymraeg)', exact: true }).check();
    await page.getByRole('heading', { level: 1, name: 'Ewyllys Olaf Jane Smith' }).waitFor();
    expect((await storedWill(page)).will.willLanguage).toBe('cy');
    await page.getByText('Our legal team is still approving the Welsh wording it uses').waitFor();
    await page.getByRole('heading', { name: 'Sut i lofnodi eich ewyllys' }).waitFor();
    expect(await page.locator('article.draft__will').first().getAttribute('lang')).toBe('cy');
    await checkAtBothWidths(page, 'preview-welsh', 'Ewyllys Olaf Jane Smith');

    await choice.getByRole('radio', { name: /^Welsh and English/ }).check();
    await page.getByRole('heading', { level: 1, name: 'Ewyllys Olaf Jane Smith / Last Will of Jane Smith' }).waitFor();
    await page.getByText('the English text prevails.').first().waitFor();
    await checkAtBothWidths(page, 'preview-bilingual', 'Ewyllys Olaf Jane Smith / Last Will of Jane Smith');

    await page.goto(`${app.server.baseUrl}/will/checkout`);
    const atCheckout = page.getByRole('group', { name: 'The language of your will' });
    expect(await atCheckout.getByRole('radio', { name: /^Welsh and English/ }).isChecked()).toBe(true);
    // Checkout arrives drawn by the server: the choice is React's once it has hydrated.
    await clickWhenHydrated(atCheckout.getByRole('radio', { name: 'English', exact: true }));
    await expect.poll(async () => (await storedWill(page)).will.willLanguage).toBe('en');
    await checkAtBothWidths(page, 'checkout-language', 'Checkout');
    expect(problems).toEqual([]);
    await close();
  });
});
