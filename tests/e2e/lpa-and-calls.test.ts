import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownAppUnderTest } from './app-under-test';
import { newVisitor, register, checkAtBothWidths, DESKTOP, clickMainButton } from './visitor';

const app = ownAppUnderTest({ LPA_REGISTER_INTEREST_ENABLED: 'true' });

/** The mail the embedded mailer kept for `to` with `subject`. */
function mailTo(to: string, subject: string): string[] {
  const db = new Database(join(app.server.dataDir, 'will-writer.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT body_text FROM mail_outbox WHERE to_address = ? AND subject = ? ORDER BY id').all(to, subject) as { body_text: string }[];
    return rows.map((row) => row.body_text);
  } finally {
    db.close();
  }
}

/** Answers an onboarding question and waits until the next one replaces it. */
async function answer(page: Page, question: string, option: string) {
  const heading = page.getByRole('heading', { level: 1, name: question, exact: true });
  await heading.waitFor();
  const choice = page.getByLabel(option, { exact: true });
  await choice.check();
  await expect.poll(() => choice.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading.waitFor({ state: 'detached' });
}

/**
 * Onboards as a visitor who came for a will with extra help (?type=willBespoke: "We'll call you to help") and
 * answers the LPA question 'Yes, tell me more', then registers and lands on My Will. Returns the account's email.
 */
async function onboardWantingHelpAndLpa(page: Page): Promise<string> {
  await page.goto(`${app.server.baseUrl}/will/start?type=willBespoke`);
  await clickMainButton(page, 'Start');
  await answer(page, 'Do you have a partner?', 'No');
  await answer(page, 'Do you have any children?', 'No');
  await answer(page, 'Do you own a property?', 'Yes');
  await answer(page, 'Do you live in England or Wales?', 'Yes');
  await answer(page, 'Is everything you own in England or Wales?', 'Yes');
  await answer(page, 'Would you like a lasting power of attorney too?', 'Yes, tell me more');
  await expect.poll(() => page.locator('h1').textContent()).toBe("Let's get started");
  await page.getByRole('button', { name: "Let's get started" }).click();
  await register(page, 'Jane Smith');
  await page.waitForURL(/\/will\/dashboard$/);
  const session = await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json()));
  return session.user.email as string;
}

describe('the onboarding promises of an LPA and a call, kept', () => {
  it('a user who asked to hear about an LPA registers their interest from My Will', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    const email = await onboardWantingHelpAndLpa(page);
    const lpaCard = page.getByRole('region', { name: 'Lasting power of attorney' });
    await lpaCard.getByRole('link', { name: 'Tell me more' }).click();

    await page.waitForURL(/\/will\/lpa-interest$/);
    await expect.poll(() => page.getByText(/registered with the Office of the Public Guardian/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/Property and financial affairs: your attorneys/).count()).toBe(1);
    await expect.poll(() => page.getByText(/Health and welfare: your attorneys/).count()).toBe(1);

    await page.getByRole('button', { name: 'Register my interest' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Choose which kind of LPA you would like to hear about' }).count()).toBe(1);

    await page.getByLabel('Health and welfare', { exact: true }).check();
    await page.getByLabel('Phone number').fill('07700 900982');
    await page.getByLabel('Morning (9am to 12pm)').check();
    await page.getByRole('button', { name: 'Register my interest' }).click();
    await page.waitForURL(/\/will\/dashboard$/);
    await expect.poll(() => page.getByText("Thank you. We'll be in touch about your lasting power of attorney.").count()).toBe(1);
    await expect.poll(() => lpaCard.getByText(/Thank you for registering your interest/).count()).toBe(1);
    await expect.poll(() => lpaCard.getByRole('link', { name: 'Change your answers' }).count()).toBe(1);
    await checkAtBothWidths(page, 'lpa-dashboard-registered', 'My Will');

    const stored = await page.evaluate(() => fetch('/api/lpa-interest').then((r) => r.json()));
    expect(stored.lpa_interest).toEqual({ kinds: 'healthAndWelfare', phone: '07700 900982', bestTime: 'morning' });
    const [mail] = mailTo(email, 'Your interest in a lasting power of attorney');
    expect(mail).toContain('You chose: Health and welfare.');
    expect(mail).toContain("We'll call you on 07700 900982. Best time: Morning (9am to 12pm).");
    expect(problems).toEqual([]);
    await close();
  });

  it('a user who chose a will with extra help books a call, without the header, and can move it', async () => {
    const { page, problems, close } = await newVisitor(app.browser, DESKTOP);
    const email = await onboardWantingHelpAndLpa(page);
    // About You's phone number prefills the call's.
    const saved = await page.request.post(`${app.server.baseUrl}/api/will`, {
      headers: { Origin: app.server.baseUrl },
      data: { userInfo: { phoneNumber: '029 2000 0000' }, people: { relations: {}, children: {} }, revision: 0 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    const callCard = page.getByRole('region', { name: 'Talk to our team' });
    await callCard.getByRole('link', { name: 'Book a call' }).click();

    await page.waitForURL(/\/will\/schedule-call$/);
    await page.getByRole('heading', { level: 1, name: 'Book a call' }).waitFor();
    await expect.poll(() => page.getByRole('banner').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /back/i }).count()).toBe(0);
    expect(await page.getByLabel('Phone number').inputValue()).toBe('029 2000 0000');
    await checkAtBothWidths(page, 'schedule-call', 'Book a call');

    await page.getByRole('button', { name: 'Book my call' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Choose a time for your call' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Tell us what you would like to talk about' }).count()).toBe(1);
    await checkAtBothWidths(page, 'schedule-call-errors', 'Book a call');

    const days = page.getByRole('group', { name: 'Choose a day' }).getByRole('radio');
    await expect.poll(() => days.count()).toBe(10);
    await days.nth(1).check();
    const secondDay = await page.locator(`label[for="${await days.nth(1).getAttribute('id')}"]`).textContent();
    // The picker names the day without its year (its value is the date); the confirmation says it in full.
    const year = (await days.nth(1).getAttribute('value'))!.slice(0, 4);
    await page.getByRole('group', { name: 'Choose a time (UK time)' }).getByLabel('2:30pm', { exact: true }).check();
    await page.getByLabel('What would you like to talk about?').fill('I own a business and a flat in Spain');
    await page.getByRole('button', { name: 'Book my call' }).click();

    await page.getByRole('heading', { level: 1, name: 'Your call is booked' }).waitFor();
    const when = `${secondDay} ${year} at 2:30pm`;
    await expect.poll(() => page.getByText(`We'll call you on 029 2000 0000 on ${when}.`, { exact: false }).count()).toBe(1);
    await checkAtBothWidths(page, 'schedule-call-booked', 'Your call is booked');
    const [mail] = mailTo(email, 'Your call with Will Writer is booked');
    expect(mail).toContain(`Your call with our team is booked for ${when} (UK time).`);

    expect(page.url()).toMatch(/\/will\/schedule-call\/booked$/);
    await page.getByRole('button', { name: 'Go to My Will' }).click();
    await page.waitForURL(/\/will\/dashboard$/);
    await expect.poll(() => callCard.getByText(`Your call is booked for ${when}.`).count()).toBe(1);
    await callCard.getByRole('link', { name: 'Change your call' }).click();
    await page.waitForURL(/\/will\/schedule-call$/);
    await expect.poll(() => page.getByText(`Your call is booked for ${when}. To change it, choose another time.`).count()).toBe(1);
    expect(await page.getByLabel('What would you like to talk about?').inputValue()).toBe('I own a business and a flat in Spain');
    await page.getByRole('group', { name: 'Choose a time (UK time)' }).getByLabel('9:00am', { exact: true }).check();
    await page.getByRole('button', { name: 'Move my call' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your call is booked' }).waitFor();
    const calls = await page.evaluate(() => fetch('/api/calls').then((r) => r.json()));
    expect(calls.booking.topic).toBe('I own a business and a flat in Spain');
    expect(mailTo(email, 'Your call with Will Writer is booked')).toHaveLength(2);

    // In Welsh, the slots and the call to come are Welsh too: the weekday, the month and the clock's marks.
    await page.goto(`${app.server.baseUrl}/will/schedule-call?lang=cy`);
    await page.getByRole('heading', { level: 1, name: 'Trefnu galwad' }).waitFor();
    await expect.poll(() => page.getByLabel('2:30yh', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(/Dydd (Llun|Mawrth|Mercher|Iau|Gwener) \d+ \S+ \d{4} am 9:00yb/).count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(/\d(am|pm)\b|Monday|Tuesday|Wednesday|Thursday|Friday/);
    // The empty booking above was refused by the form's own checks, before the server was asked.
    expect(problems).toEqual([]);
    await close();
  });
});
