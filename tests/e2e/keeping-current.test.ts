/**
 * Keeping a delivered will current, in Chromium: a will is paid for and delivered; a year on (the daily job run with
 * its clock moved forward) the check-in email arrives; its link opens "What has changed?", which lists the steps to
 * look at; its unsubscribe link, opened signed out, asks, then turns the check-ins off, as the account page shows.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { createMailer } from '../../server/services/mail/create-mailer';
import { runKeepCurrent } from '../../server/keeping-current/run-keep-current';
import { ownAppUnderTest } from './app-under-test';
import { checkAtBothWidths, DESKTOP, linkFromOutbox, newVisitor, payForCompleteWill, signedInReviewerPage, signUpThroughApi } from './visitor';

// The review console lists every paid will: a server of its own keeps other files' wills out of its queue.
const app = ownAppUnderTest();
const YEAR = 366 * 86_400_000;

/** The daily job over the app's own data folder, as `npm run retention` runs it, with the clock a year on. */
async function runJobAYearOn() {
  const config = readConfig({ ...process.env, DATA_DIR: app.server.dataDir, BASE_URL: app.server.baseUrl });
  const db = openDatabase(config.database);
  const clock = { now: () => new Date(Date.now() + YEAR) };
  try {
    const mail = createMailer(db, { mailFrom: config.mailFrom, dataDir: config.dataDir, clock });
    return await runKeepCurrent({ db, mail, clock, baseUrl: config.baseUrl, secret: config.authSecret, hashidSalt: config.hashidSalt });
  } finally {
    await db.destroy();
  }
}

describe('Keeping a delivered will current', () => {
  it('emails a check-in a year on, whose page lists what to change and whose unsubscribe link turns check-ins off', async () => {
    const base = app.server.baseUrl;
    const writer = await newVisitor(app.browser, DESKTOP);
    const w = writer.page;
    await w.goto(`${base}/will/sign-in`);
    const email = await signUpThroughApi(w, base, 'Jane Smith');
    await payForCompleteWill(w, app.server, email);

    const reviewer = await newVisitor(app.browser, DESKTOP);
    const r = reviewer.page;
    await r.goto(`${base}/will/sign-in`);
    await signedInReviewerPage(r, app.server);
    const queue = await (await r.request.get(`${base}/api/review/submissions`)).json();
    const id = queue.items[0].id as string;
    const { version } = await (await r.request.get(`${base}/api/review/submissions/${id}`)).json();
    expect((await r.request.post(`${base}/api/review/submissions/${id}/deliver`, { headers: { Origin: base }, data: { version } })).ok()).toBe(true);

    // My Will offers the page once the will is delivered.
    await w.goto(`${base}/will/dashboard`);
    await w.getByRole('link', { name: 'Has anything changed? Check what to update' }).waitFor();

    expect((await runJobAYearOn()).sent).toBeGreaterThanOrEqual(1);
    const page = await linkFromOutbox(app.server.dataDir, email, `${base}/will/what-has-changed`);
    await w.goto(page);
    await w.getByRole('heading', { name: 'What has changed?' }).waitFor();
    await w.getByLabel('A child or grandchild was born').check();
    await w.getByLabel('I moved or bought a new home').check();
    await w.getByRole('button', { name: 'Show what to change' }).click();
    const result = w.getByRole('region', { name: 'The parts of your will to look at again' });
    await expect.poll(() => result.getByRole('link').allTextContents()).toEqual(['Open About You', 'Open Family', 'Open Guardians', 'Open Financial', 'Open Estate', 'Open Gifts']);
    await checkAtBothWidths(w, 'what-has-changed', 'What has changed?');
    await result.getByRole('link', { name: 'Open Family' }).click();
    await w.waitForURL(/\/will\/family/);

    const visitor = await newVisitor(app.browser, DESKTOP);
    const v = visitor.page;
    await v.goto(await linkFromOutbox(app.server.dataDir, email, `${base}/will/unsubscribe?u=`));
    await v.getByRole('heading', { name: 'Stop check-in emails' }).waitFor();
    await checkAtBothWidths(v, 'unsubscribe', 'Stop check-in emails');
    await v.getByRole('button', { name: 'Stop these emails' }).click();
    await v.getByText('Done: we will not send you check-in emails.', { exact: false }).waitFor();

    await w.goto(`${base}/will/account`);
    const section = w.getByRole('region', { name: 'Check-in emails' });
    await section.getByText('Check-in emails are off.', { exact: false }).waitFor();
    await checkAtBothWidths(w, 'account-check-ins', 'Your account');
  });
});
