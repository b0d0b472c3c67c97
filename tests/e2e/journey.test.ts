import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUnderTest } from './app-under-test';
import { clickMainButton, newVisitor, expectAccessible, register } from './visitor';

const app = appUnderTest();

const visitor = () => newVisitor(app.browser);

/** expectAccessible, and the page's <title> names its heading. */
async function accessible(page: Page, name: string, heading: string) {
  await expectAccessible(page, name, heading);
  expect(await page.title()).toBe(`${heading} – Will Writer`);
}

async function answer(page: Page, question: string, option: string) {
  await expect.poll(() => page.locator('h1').textContent()).toBe(question);
  await page.getByLabel(option, { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('a visitor onboards, registers and writes About You', () => {
  it('with a partner who needs a will: refer-partner, then About You through a postcode lookup', async () => {
    const { page, problems, close } = await visitor();
    // A visitor has no will: the onboarding questions ask the server for none.
    const willRequests: string[] = [];
    const countWillRequests = (request: { url: () => string }) => void (new URL(request.url()).pathname === '/api/will' && willRequests.push(request.url()));
    page.on('request', countWillRequests);
    await page.goto(`${app.server.baseUrl}/will/start`);
    await page.waitForURL(/\/will\/start\/welcome$/);
    await expect.poll(() => page.getByText('Answer 5 simple questions').count()).toBe(1);
    await clickMainButton(page, 'Start');

    await answer(page, 'Do you have a partner?', 'Yes');
    await expect.poll(() => page.getByText('Question 2 of 5').count()).toBe(1);
    await answer(page, 'Do you have any children?', 'No');
    await answer(page, 'Do you own a property?', 'Yes');
    await answer(page, 'Do you live in England or Wales?', 'Yes');
    await answer(page, 'Is everything you own in England or Wales?', 'Yes');
    await answer(page, 'Does your partner need a will too?', 'Yes, they need one too');
    await answer(page, 'Which will is right for you?', 'A simple will');
    await expect.poll(() => page.locator('h1').textContent()).toBe("Let's get started");
    await page.getByRole('button', { name: "Let's get started" }).click();

    await page.waitForURL(/\/will\/register\?/);
    page.off('request', countWillRequests);
    expect(willRequests).toEqual([]);
    const params = new URL(page.url()).searchParams;
    expect(params.get('redirect')).toBe('/will/refer-partner');
    expect(params.get('type')).toBe('willBasic');
    await register(page, 'Jane Smith');

    await page.waitForURL(/\/will\/refer-partner$/);
    const saved = await page.evaluate(() => fetch('/api/onboarding-answer').then((r) => r.json()));
    expect(saved.onboarding_answer).toMatchObject({ hasPartner: true, partnerNeedsWill: true, type: 'willBasic', onboarding_status: 'completed' });
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await page.waitForURL(/\/will\/dashboard$/);
    await expect.poll(() => page.getByText('0 of 5 Completed').count()).toBe(1);
    await accessible(page, 'a-dashboard-new', 'My Will');
    expect(await page.locator('#family').getByRole('button', { name: 'Get Started' }).isDisabled()).toBe(true);
    await page.locator('#about-you').getByRole('link', { name: /Get Started/ }).click();

    await page.waitForURL(/\/will\/yourself$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('About You');
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'There is a problem' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Enter your full legal name' }).count()).toBe(1);
    await page.getByLabel('Title').selectOption('Ms.');
    await page.getByLabel('Full legal name').fill('jane mary smith');
    await page.getByLabel('Full legal name').blur();
    expect(await page.getByLabel('Full legal name').inputValue()).toBe('Jane Mary Smith');
    await page.getByLabel('Day').fill('27');
    await page.getByLabel('Month').fill('3');
    await page.getByLabel('Year').fill('1985');
    const find = page.getByRole('button', { name: 'Find Address' });
    expect(await find.isDisabled()).toBe(true);
    await page.getByLabel('Postcode').fill('sw1a 2aa');
    await find.click();
    await expect.poll(() => page.getByText('Results for SW1A 2AA').count()).toBe(1);
    await page.getByLabel('10 Downing Street, London, SW1A 2AA, UK').check();
    await page.getByLabel('Phone number').fill('07700 900982');
    await save.click();

    await expect.poll(() => page.getByText('Saved Successfully').count()).toBe(1);
    // Closing the message leaves the focus in the page, where the message was, not on the document's body.
    await page.getByRole('button', { name: 'Close message' }).click();
    await expect.poll(() => page.getByText('Saved Successfully').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.waitForURL(/\/will\/dashboard#family$/);
    await expect.poll(() => page.getByText('1 of 5 Completed').count()).toBe(1);
    await expect.poll(() => page.locator('#about-you.step-card--tick').count()).toBe(1);
    await expect.poll(() => page.locator('#family').getByRole('link', { name: /Get Started/ }).count()).toBe(1);
    await accessible(page, 'a-dashboard-step1', 'My Will');

    const will = await page.evaluate(() => fetch('/api/will').then((r) => r.json()));
    expect(will.will.userInfo).toMatchObject({ title: 'Ms.', fullName: 'Jane Mary Smith', birthday: '1985-03-27', address: '10 Downing Street, London, SW1A 2AA, UK', manualAddress: false });
    expect(will.will.passedSteps).toEqual([1]);

    await page.getByRole('link', { name: 'Preview your will' }).click();
    await page.waitForURL(/\/will\/preview$/);
    await accessible(page, 'a-preview', 'Last Will of Jane Mary Smith');
    expect(await page.getByText('This is the last will of me, Jane Mary Smith').count()).toBeGreaterThan(0);
    expect(await page.getByText('You must allocate one or more executors.').count()).toBeGreaterThan(0);
    const pdf = await page.evaluate(() => fetch('/api/will/draft.pdf').then(async (r) => [r.headers.get('content-type'), (await r.arrayBuffer()).byteLength]));
    expect(pdf[0]).toBe('application/pdf');
    expect(pdf[1]).toBeGreaterThan(10_000);
    expect(problems).toEqual([]);
    await close();
  });

  it('without a partner, living abroad: foreign assets, LPA, then the dashboard, with a manual address', async () => {
    const { page, problems, close } = await visitor();
    await page.goto(`${app.server.baseUrl}/will/start/welcome`);
    await clickMainButton(page, 'Start');
    await answer(page, 'Do you have a partner?', 'No');
    await answer(page, 'Do you have any children?', 'Yes');
    await answer(page, 'Do you own a property?', 'No');
    await answer(page, 'Do you live in England or Wales?', 'No');
    await answer(page, 'Is everything you own in England or Wales?', 'Yes');
    await expect.poll(() => page.locator('h1').textContent()).toBe('You may need advice on what you own abroad');
    await page.getByRole('button', { name: 'I understand, continue' }).click();
    await answer(page, 'Would you like a lasting power of attorney too?', 'Not now');
    await page.getByRole('button', { name: "Let's get started" }).click();

    await register(page, 'Sam Jones');
    await page.waitForURL(/\/will\/dashboard$/);
    await expect.poll(() => page.getByText('0 of 5 Completed').count()).toBe(1);

    await page.goto(`${app.server.baseUrl}/will/yourself`);
    await page.getByLabel('Title').selectOption('Mx.');
    await page.getByLabel('Full legal name').fill('Sam Jones');
    await page.getByLabel('Day').fill('1');
    await page.getByLabel('Month').fill('12');
    await page.getByLabel('Year').fill('1970');
    await page.getByRole('button', { name: 'Enter address manually' }).click();
    await page.getByLabel(/^Address/).fill('1 High Street');
    await page.getByLabel(/^City\/Town/).fill('Cardiff');
    await page.getByLabel(/^Postcode/).fill('CF10 1AA');
    await page.getByLabel('Phone number').fill('029 2000 0000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/will\/dashboard#family$/);
    const will = await page.evaluate(() => fetch('/api/will').then((r) => r.json()));
    expect(will.will.userInfo).toMatchObject({ address: '1 High Street, Cardiff, CF10 1AA', manualAddress: true });
    const saved = await page.evaluate(() => fetch('/api/onboarding-answer').then((r) => r.json()));
    expect(saved.onboarding_answer).toMatchObject({ hasPartner: false, livesInEnglandOrWales: false, wantsLPA: false });
    expect(problems).toEqual([]);
    await close();
  });

  it('sends a signed-out visitor on an auth route to register and brings them back', async () => {
    const { page, close } = await visitor();
    await page.goto(`${app.server.baseUrl}/will/yourself`);
    await page.waitForURL(/\/will\/register\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/will/yourself');
    await register(page, 'Back Again');
    await page.waitForURL(/\/will\/yourself$/);
    await close();
  });

  it('a signed-in user opening register goes to My Will, signing out lands on sign-in, an unknown page says so', async () => {
    const { page, problems, close } = await visitor();
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await register(page, 'Round Trip');
    await page.waitForURL(/\/will\/dashboard$/);
    await page.goto(`${app.server.baseUrl}/will/register`);
    await page.waitForURL(/\/will\/dashboard$/);
    await page.goto(`${app.server.baseUrl}/will/sign-in`);
    await page.waitForURL(/\/will\/dashboard$/);
    await accessible(page, 'd-dashboard', 'My Will');
    // The LPA register-interest page is a page-configuration flag's step (enabledBy), off by default.
    await page.goto(`${app.server.baseUrl}/will/lpa-interest`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.goto(`${app.server.baseUrl}/will/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My Will' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/will\/sign-in$/);
    await page.goto(`${app.server.baseUrl}/will/no-such-page`);
    await accessible(page, 'd-not-found', 'Page not found');
    await page.getByRole('link', { name: 'Go to My Will' }).click();
    await page.waitForURL(/\/will\/register\?/);
    expect(problems).toEqual([]);
    await close();
  });
});
