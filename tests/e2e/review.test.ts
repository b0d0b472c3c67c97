import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownAppUnderTest } from './app-under-test';
import { checkAtBothWidths, DESKTOP, newVisitor, signedInReviewerPage, signUpThroughApi, storedWill, payForCompleteWill } from './visitor';
import { FRIEND, PARTNER } from '../../engine/will/fixtures/will-fixtures';

// The review console lists every paid will: a server of its own keeps other files' wills out of its queue.
const app = ownAppUnderTest();


function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'review-e2e-'));
  try {
    writeFileSync(join(dir, 'will.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'will.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sidebar = (page: Page) => page.getByRole('complementary');

/** How many delivery emails the server's embedded mailer wrote to `<dataDir>/outbox`. */
const deliveryEmailsIn = (dataDir: string) =>
  readdirSync(join(dataDir, 'outbox')).filter((file) => readFileSync(join(dataDir, 'outbox', file), 'utf8').includes('Subject: Your will is ready to sign')).length;

describe('The review console, end to end', () => {
  it('only reviewers get in: a visitor is sent to sign in, a will writer is told it is not for them', async () => {
    const { page, close } = await newVisitor(app.browser, DESKTOP);
    await page.goto(`${app.server.baseUrl}/review`);
    await page.waitForURL(/\/will\/sign-in\?redirect=%2Freview/);
    await signUpThroughApi(page, app.server.baseUrl, 'Wendy Writer');
    // The server answers the page 403 (as the API does); the app it sends says why.
    const forbidden = await page.goto(`${app.server.baseUrl}/review`);
    expect(forbidden?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'Only for the legal team' }).waitFor();
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    await checkAtBothWidths(page, 'review-forbidden', 'Only for the legal team');
    await close();
  });

  it('a reviewer asks for a change to the executors, the user fixes it and resubmits, the reviewer delivers, the user downloads the final will', async () => {
    const writer = await newVisitor(app.browser, DESKTOP);
    await writer.page.goto(`${app.server.baseUrl}/will/sign-in`);
    const writerEmail = await signUpThroughApi(writer.page, app.server.baseUrl, 'Jane Smith');
    await payForCompleteWill(writer.page, app.server, writerEmail);

    const reviewer = await newVisitor(app.browser, DESKTOP);
    await reviewer.page.goto(`${app.server.baseUrl}/will/sign-in`);
    await signedInReviewerPage(reviewer.page, app.server);

    // The queue, with the paid will waiting.
    const r = reviewer.page;
    await r.goto(`${app.server.baseUrl}/review`);
    await r.getByRole('link', { name: 'Jane Smith' }).waitFor();
    // At 1280 px the filters and Search fit on one line.
    const bottoms = await Promise.all(
      [r.getByLabel('State', { exact: true }), r.getByLabel('Urgency', { exact: true }), r.locator('#review-assigned'), r.locator('#review-due'), r.getByLabel('Search by name or email'), r.getByRole('button', { name: 'Search', exact: true })].map(async (control) => {
        const box = (await control.boundingBox())!;
        return Math.round(box.y + box.height);
      }),
    );
    expect(new Set(bottoms).size, `filter bottoms ${bottoms.join(', ')}`).toBe(1);
    const labelTops = await Promise.all(['State', 'Urgency', 'Search by name or email'].map(async (label) => Math.round((await r.getByRole('form', { name: 'Filter the queue' }).getByText(label, { exact: true }).boundingBox())!.y)));
    expect(Math.max(...labelTops) - Math.min(...labelTops), `filter labels start at ${labelTops.join(', ')}: one wraps`).toBeLessThan(2);
    await checkAtBothWidths(r, 'review-queue', 'Review queue');

    // The submission: request a change to the executors.
    await r.getByRole('link', { name: 'Jane Smith' }).click();
    await checkAtBothWidths(r, 'review-submission', 'Review the will of Jane Smith');
    await expect.poll(() => r.getByText('This is the first review of this will').count()).toBe(1);
    await r.getByLabel('Step to change').selectOption({ label: 'Executors' });
    await r.getByLabel('Message to the user').fill('Please appoint Sam Jones as your second executor instead of Ben.');
    await r.getByRole('button', { name: 'Send back for changes' }).click();
    await r.getByText('The user has been asked for changes.').waitFor();
    await r.getByText('Asked for changes to Executors').waitFor();
    // The form is gone (the submission waits for the user now): the focus goes to the decision's heading, not the body.
    await expect.poll(() => r.evaluate(() => document.activeElement?.id)).toBe('decision-title');

    // The user follows the dashboard's link, changes the executors and resubmits.
    const w = writer.page;
    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    await sidebar(w).getByRole('heading', { name: 'Our legal team needs you to make changes' }).waitFor();
    await expect.poll(() => sidebar(w).getByText('Please appoint Sam Jones as your second executor instead of Ben.').count()).toBe(1);
    await checkAtBothWidths(w, 'review-dashboard-needs-attention', 'My Will');
    await sidebar(w).getByRole('link', { name: 'Change Executors' }).click();
    // Through the executors step's own screens, as the user would.
    await w.waitForURL(/\/will\/executors\/intro$/);
    await w.getByRole('button', { name: 'Continue' }).click();
    await w.waitForURL(/\/will\/executors\/price$/);
    await w.getByRole('button', { name: 'Continue' }).click();
    await w.waitForURL(/\/will\/executors\/choose$/);
    await w.getByRole('button', { name: 'Continue' }).click();
    await w.waitForURL(/\/will\/executors\/choose-friends-family$/);
    expect(await w.getByLabel('Ben Smith', { exact: true }).isChecked()).toBe(true);
    await w.getByLabel('Ben Smith', { exact: true }).uncheck();
    await w.getByLabel('Sam Jones', { exact: true }).check();
    await w.getByRole('button', { name: 'Save' }).click();
    await w.waitForURL(/\/will\/dashboard#wishes$/);
    expect((await storedWill(w)).will.executors).toEqual([
      { type: 'person', uuid: PARTNER },
      { type: 'person', uuid: FRIEND },
    ]);
    await sidebar(w).getByRole('button', { name: 'Resubmit' }).click();
    await sidebar(w).getByText('Submitted successfully').first().waitFor();

    // The reviewer sees what changed, and delivers.
    await r.reload();
    await r.getByRole('heading', { level: 2, name: 'What changed' }).waitFor();
    const changes = r.locator('.review__changes');
    await changes.getByText('John Smith, Sam Jones').waitFor();
    await expect.poll(() => changes.getByText('John Smith, Ben Smith').count()).toBe(1);
    await checkAtBothWidths(r, 'review-submission-changes', 'Review the will of Jane Smith');
    // Delivering cannot be undone: it asks first, and 'Not yet' delivers nothing.
    await r.getByRole('button', { name: 'Deliver the will' }).click();
    const confirm = r.getByRole('dialog', { name: 'Deliver this will?' });
    await confirm.waitFor();
    await checkAtBothWidths(r, 'review-deliver-confirm', 'Review the will of Jane Smith');
    await confirm.getByRole('button', { name: 'Not yet' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => r.getByText('Delivered the final will').count()).toBe(0);
    await r.getByRole('button', { name: 'Deliver the will' }).click();
    await r.getByRole('dialog', { name: 'Deliver this will?' }).getByRole('button', { name: 'Deliver and email' }).click();
    await r.getByText('The will has been delivered.').waitFor();
    await r.getByText('Delivered the final will').waitFor();
    // The page says the delivery email went, and can send it again (another copy in the outbox).
    const deliveryEmail = r.getByRole('region', { name: 'Delivery email' });
    await deliveryEmail.getByText(/^Sent to the user on /).waitFor();
    await checkAtBothWidths(r, 'review-delivery-email', 'Review the will of Jane Smith');
    expect(deliveryEmailsIn(app.server.dataDir)).toBe(1);
    await deliveryEmail.getByRole('button', { name: 'Send again' }).click();
    await r.getByText('The delivery email has been sent again.').waitFor();
    expect(deliveryEmailsIn(app.server.dataDir)).toBe(2);

    // The user downloads the final will: no DRAFT mark, with the signing instructions.
    await w.goto(`${app.server.baseUrl}/will/dashboard`);
    const download = sidebar(w).getByRole('link', { name: 'Download your will' });
    await download.waitFor();
    await checkAtBothWidths(w, 'review-dashboard-delivered', 'My Will');
    const pdf = await w.request.get(`${app.server.baseUrl}${await download.getAttribute('href')}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    expect(text).not.toMatch(/DRAFT/i);
    expect(text).toContain('Last Will of Jane Smith');
    // The signing guide is a document of its own beside the will, downloaded from the same sidebar.
    expect(text).not.toContain('How to sign your will');
    const guideLink = sidebar(w).getByRole('link', { name: 'Download the signing guide' });
    // It is an action of the panel, under the will's download, not an item of the delivered versions' list.
    expect(await w.getByRole('region', { name: 'Your delivered wills' }).getByRole('link', { name: 'Download the signing guide' }).count()).toBe(0);
    expect((await guideLink.boundingBox())!.y).toBeLessThan((await w.getByRole('heading', { name: 'Your delivered wills' }).boundingBox())!.y);
    const guide = await w.request.get(`${app.server.baseUrl}${await guideLink.getAttribute('href')}`);
    expect(guide.headers()['content-type']).toBe('application/pdf');
    const guideText = pdfText(await guide.body());
    expect(guideText).toContain('How to sign your will');
    // England and Wales: two independent adult witnesses, both present as the will is signed, neither a
    // beneficiary nor a beneficiary's spouse or civil partner (pdftotext breaks lines where the PDF does).
    const words = guideText.replace(/\s+/g, ' ');
    expect(words).toContain('Ask two independent adults, aged 18 or over, to be your witnesses.');
    expect(words).toContain('With both witnesses present at the same time, sign your will');
    expect(words).toContain('A witness, or the husband, wife or civil partner of a witness, must not be a beneficiary of your will.');

    expect(writer.problems).toEqual([]);
    expect(reviewer.problems).toEqual([]);
    await writer.close();
    await reviewer.close();
  });
});
