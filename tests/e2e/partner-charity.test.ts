import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { saveWill, willAt, SINGLE_ALONE } from './will-at';
import { newVisitor, register, DESKTOP, clickMainButton } from './visitor';

const app = appUnderTest();

const RNLI = 'The Royal National Lifeboat Institution';
const OFFER = `Would you like to leave a gift to ${RNLI}?`;

const heading = (page: Page, text: string) => expect.poll(() => page.locator('h1').last().textContent()).toBe(text);

async function answer(page: Page, question: string, option: string) {
  await heading(page, question);
  await page.getByLabel(option, { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** About You and Family passed (single, no one else) and Financial passed, through the API, as the estate needs. */
async function readyForEstate(page: Page) {
  const { revision } = await page.evaluate(() => fetch('/api/will').then((r) => r.json()));
  await saveWill(page, app.server.baseUrl, { ...willAt('estate', { ...SINGLE_ALONE, assets: [] }), revision });
}

const stored = (page: Page, path: string) => page.evaluate((url) => fetch(url).then((r) => r.json()), path);

describe('a visitor who came through a charity link is offered that charity in the estate', () => {
  it('lands on the RNLI link, onboards, registers, and adds the RNLI to their will after Not now once', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/will/start?flow=charity&charity=209603`);
    await clickMainButton(page, 'Start');
    await answer(page, 'Do you have a partner?', 'No');
    await answer(page, 'Do you have any children?', 'No');
    await answer(page, 'Do you own a property?', 'No');
    await answer(page, 'Do you live in England or Wales?', 'Yes');
    await answer(page, 'Is everything you own in England or Wales?', 'Yes');
    // The charity flow asks for the will type (SPEC 4.3).
    await answer(page, 'Which will is right for you?', 'A simple will');
    await page.getByRole('button', { name: "Let's get started" }).click();
    await register(page, 'Jane Smith');
    await page.waitForURL(/\/will\/dashboard$/);
    // My Will may draw before the answers saved after registering are in: wait for them.
    await expect.poll(async () => (await stored(page, '/api/onboarding-answer')).onboarding_answer, { timeout: 15_000 }).toMatchObject({ willSource: 'charity', partnerCharityNumber: '209603' });
    await expect.poll(async () => (await stored(page, '/api/will')).partner_charity, { timeout: 15_000 }).toEqual({ id: '209603', name: RNLI, registered_number: '209603', logo_url: null, is_giftable: true });

    await readyForEstate(page);
    await page.goto(`${app.server.baseUrl}/will/estate`);
    await heading(page, 'Your estate');
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Who should share your estate?');
    await page.getByRole('button', { name: 'Skip' }).click();

    await page.waitForURL(/\/will\/estate\/partner-charity$/);
    await heading(page, OFFER);
    await expect.poll(() => page.getByText(`You came to us through ${RNLI}, one of our partner charities.`, { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.waitForURL(/\/will\/estate\/charities$/);
    await heading(page, 'Would you like to leave part of your estate to charity?');
    await expect.poll(() => page.getByLabel(RNLI).count()).toBe(0);

    // Still offered while not added: back to the beneficiaries and on again.
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Who should share your estate?');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(/\/will\/estate\/partner-charity$/);
    await heading(page, OFFER);
    await page.getByRole('button', { name: 'Add to my will' }).click();

    await page.waitForURL(/\/will\/estate\/charities$/);
    await expect.poll(() => page.getByLabel(RNLI).isChecked()).toBe(true);
    const { will } = await stored(page, '/api/will');
    const [uuid] = Object.entries(will.charity).find(([, c]) => (c as { id: string }).id === '209603')!;
    expect(will.charity[uuid]).toEqual({ id: '209603', name: RNLI, regNumber: '209603' });
    expect(will.estate).toEqual([expect.objectContaining({ beneficiary: { type: 'charity', uuid }, entryType: 'search' })]);
    expect(will).not.toHaveProperty('partnerCharity');

    // Added: the beneficiaries now go straight on to the charities. (Back once the page has settled: a click while
    // the charity just added is still being saved is not a move.)
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Who should share your estate?');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(/\/will\/estate\/charities$/);

    expect(problems).toEqual([]);
    await close();
  });
});
