/**
 * What the customer sees of the review, in Chromium: My Will states the date the will is reviewed and
 * emailed by, and its tracker (an ordered list) follows the will through a request for changes, the resubmission and
 * the delivery, each entry dated; the record of instructions is offered in the preview and delivered with the will,
 * read back with pdftotext. axe at 1280 and 375 px on each state of the tracker.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownAppUnderTest } from './app-under-test';
import { checkAtBothWidths, DESKTOP, newVisitor, payForCompleteWill, signedInReviewerPage, signUpThroughApi } from './visitor';

// The review console lists every paid will: a server of its own keeps other files' wills out of its queue.
const app = ownAppUnderTest();

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'tracker-e2e-'));
  try {
    writeFileSync(join(dir, 'record.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'record.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const tracker = (page: Page) => page.getByRole('region', { name: 'Where your will is' });
/** The tracker's entries as read aloud: what happened, then when. */
const entries = async (page: Page) => (await tracker(page).getByRole('list').first().getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]);
const DATE_AND_TIME = /^\d{1,2} \w+ \d{4} at \d\d:\d\d$/;

async function downloadText(page: Page, href: string): Promise<string> {
  const response = await page.request.get(`${app.server.baseUrl}${href}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return pdfText(await response.body());
}

describe('The tracker on My Will', () => {
  it('states the due date, and follows a request for changes and the resubmission to the delivery and the record of instructions', async () => {
    const writer = await newVisitor(app.browser, DESKTOP);
    const w = writer.page;
    await w.goto(`${app.server.baseUrl}/will/sign-in`);
    await payForCompleteWill(w, app.server, await signUpThroughApi(w, app.server.baseUrl, 'Jane Smith'));

    // Submitted: the date stated, and the first entry of the tracker.
    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    const due = (await w.evaluate(() => fetch('/api/will').then((r) => r.json()))).submission.due_date as string;
    const dueWords = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${due}T00:00:00Z`)).replace(',', '');
    await expect.poll(() => w.getByRole('complementary').innerText()).toContain(`reviewed and emailed to you, with signing instructions, by ${dueWords}.`);
    await tracker(w).waitFor();
    expect(await entries(w)).toEqual(['Submitted to our legal team']);
    expect(await tracker(w).locator('time').first().innerText()).toMatch(DATE_AND_TIME);
    await tracker(w).getByText(`We said we would review and email it by ${dueWords}.`).waitFor();
    await checkAtBothWidths(w, 'tracker-submitted', 'My Will');

    // The reviewer opens the submission and asks for a change.
    const reviewer = await newVisitor(app.browser, DESKTOP);
    const r = reviewer.page;
    await r.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReviewerPage(r, app.server);
    await r.goto(`${app.server.baseUrl}/review`);
    await r.getByRole('link', { name: 'Jane Smith' }).click();
    await r.getByLabel('Step to change').selectOption({ label: 'Gifts' });
    await r.getByLabel('Message to the user').fill('Please say which books you mean.');
    await r.getByRole('button', { name: 'Send back for changes' }).click();
    await r.getByText('The user has been asked for changes.').waitFor();

    await w.reload();
    await tracker(w).getByText('Changes requested').waitFor();
    expect(await entries(w)).toEqual(['Submitted to our legal team', 'Being reviewed by our legal team', 'Changes requested']);
    await tracker(w).getByText('Please say which books you mean.').waitFor();
    expect(await tracker(w).innerText()).not.toMatch(/Rita|reviewer@/i);
    await checkAtBothWidths(w, 'tracker-changes-requested', 'My Will');
    // The step link is reachable from the keyboard and goes to the step.
    const stepLink = tracker(w).getByRole('link', { name: 'Change your answers in Gifts' });
    await stepLink.focus();
    expect(await w.evaluate(() => document.activeElement?.textContent)).toBe('Change your answers in Gifts');
    expect(await stepLink.getAttribute('href')).toMatch(/^\/will\/gifts/);

    // The user resubmits: a new round, with its own due date.
    await w.getByRole('complementary').getByRole('button', { name: 'Resubmit' }).click();
    await w.getByRole('complementary').getByText('Submitted successfully').first().waitFor();
    await expect.poll(() => entries(w)).toEqual(['Submitted to our legal team', 'Being reviewed by our legal team', 'Changes requested', 'Resubmitted to our legal team']);

    // The preview offers the record of instructions beside the draft.
    await w.goto(`${app.server.baseUrl}/will/preview`);
    const recordLink = w.getByRole('link', { name: 'Download the record of your instructions as a PDF' });
    await recordLink.waitFor();
    const draftRecord = await downloadText(w, (await recordLink.getAttribute('href'))!);
    expect(draftRecord).toContain('The record of your instructions');
    expect(draftRecord).toMatch(/Will revision \d+, as your answers stood on \d{1,2} \w+ \d{4}\./);
    expect(draftRecord).toContain('Jane Smith');
    expect(draftRecord).toContain('All of my books');
    await checkAtBothWidths(w, 'preview-with-record', 'Last Will of Jane Smith');

    // The reviewer delivers.
    await r.goto(`${app.server.baseUrl}/review`);
    await r.getByRole('link', { name: 'Jane Smith' }).click();
    await r.getByRole('button', { name: 'Deliver the will' }).click();
    await r.getByRole('dialog', { name: 'Deliver this will?' }).getByRole('button', { name: 'Deliver and email' }).click();
    await r.getByText('The will has been delivered.').waitFor();

    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    await expect
      .poll(() => entries(w))
      .toEqual([
        'Submitted to our legal team',
        'Being reviewed by our legal team',
        'Changes requested',
        'Resubmitted to our legal team',
        'Being reviewed by our legal team',
        'Approved by our legal team',
        'Delivered: version 1 emailed to you',
      ]);
    for (const time of await tracker(w).locator('time').allInnerTexts()) expect(time).toMatch(DATE_AND_TIME);
    await checkAtBothWidths(w, 'tracker-delivered', 'My Will');

    // The record of instructions comes with the delivered will.
    const delivered = w.getByRole('complementary').getByRole('link', { name: 'Download the record of your instructions' });
    const record = await downloadText(w, (await delivered.getAttribute('href'))!);
    expect(record).toContain('The record of your instructions');
    expect(record).toContain('All of my books');
    await writer.close();
    await reviewer.close();
  });
});
