import { describe, expect, it } from 'vitest';
import { ownAppUnderTest } from './app-under-test';
import { checkAtBothWidths, DESKTOP, newVisitor, payForCompleteWill, signedInReviewerPage, signUpThroughApi } from './visitor';

// No sample: only the will's risk markers hold a reviewer's delivery.
const app = ownAppUnderTest({ REVIEW_SIGN_OFF_SAMPLE_PERCENT: '0' });

describe('The legal team at scale, end to end', () => {
  it('a reviewer takes a will, prepares its delivery, a supervisor sends it back then signs it off; the team page counts it', async () => {
    const writer = await newVisitor(app.browser, DESKTOP);
    await writer.page.goto(`${app.server.baseUrl}/will/sign-in`);
    const writerEmail = await signUpThroughApi(writer.page, app.server.baseUrl, 'Jane Smith');
    await payForCompleteWill(writer.page, app.server, writerEmail);

    const reviewer = await newVisitor(app.browser, DESKTOP);
    const r = reviewer.page;
    await r.goto(`${app.server.baseUrl}/will/sign-in`);
    const reviewerEmail = await signedInReviewerPage(r, app.server, { level: 'reviewer', name: 'Rita Reviewer' });

    // The queue: unassigned, then "Assign to me" on the submission.
    await r.goto(`${app.server.baseUrl}/review?assigned=unassigned`);
    await r.getByRole('link', { name: 'Jane Smith' }).waitFor();
    expect(await r.getByLabel('Assigned').inputValue()).toBe('unassigned');
    await checkAtBothWidths(r, 'review-team-queue', 'Review queue');
    await r.getByRole('link', { name: 'Jane Smith' }).click();
    await r.getByRole('heading', { level: 1, name: 'Review the will of Jane Smith' }).waitFor();
    await r.getByRole('button', { name: 'Assign to me' }).click();
    await r.getByText(/You are reviewing this submission/).waitFor();
    // The will leaves a gift to a child under 18: a risk marker, listed with the flags.
    await r.getByText(/a trust for a young beneficiary or to an age above 18/).waitFor();
    await r.getByLabel('New file note').fill('Spoke to Jane: the trust age of 18 is what she wants.');
    await r.getByRole('button', { name: 'Add the note' }).click();
    await r.getByText('Spoke to Jane: the trust age of 18 is what she wants.', { exact: true }).waitFor();
    await checkAtBothWidths(r, 'review-team-submission', 'Review the will of Jane Smith');
    await r.goto(`${app.server.baseUrl}/review?assigned=mine`);
    await r.getByRole('link', { name: 'Jane Smith' }).waitFor();
    expect(await r.getByRole('cell', { name: reviewerEmail }).count()).toBe(1);

    // The reviewer delivers: it is held for a supervisor.
    await r.getByRole('link', { name: 'Jane Smith' }).click();
    await r.getByRole('button', { name: 'Deliver the will' }).click();
    await r.getByRole('button', { name: 'Deliver and email' }).click();
    await r.getByText(/Held for a supervisor's sign-off because of/).waitFor();
    await r.getByRole('heading', { name: 'Supervisor sign-off' }).waitFor();
    await expect.poll(() => r.getByText('Waiting for a supervisor. You cannot deliver it yourself.').count()).toBeGreaterThan(0);
    expect(await r.getByRole('button', { name: 'Deliver the will' }).count()).toBe(0);
    await checkAtBothWidths(r, 'review-team-held', 'Review the will of Jane Smith');

    // A supervisor sends it back with a note, the reviewer prepares it again, the supervisor approves.
    const supervisor = await newVisitor(app.browser, DESKTOP);
    const s = supervisor.page;
    await s.goto(`${app.server.baseUrl}/will/sign-in`);
    const supervisorEmail = await signedInReviewerPage(s, app.server, { level: 'supervisor', name: 'Sue Supervisor' });
    await s.goto(`${app.server.baseUrl}/review`);
    await s.getByRole('link', { name: 'Jane Smith' }).click();
    await s.getByRole('button', { name: 'Approve and deliver' }).waitFor();
    await checkAtBothWidths(s, 'review-team-sign-off', 'Review the will of Jane Smith');
    await s.getByLabel('Note to the reviewer').fill('Please confirm the guardians agreed to act.');
    await s.getByRole('button', { name: 'Send back to the reviewer' }).click();
    await s.getByText('Sent back to the reviewer.').waitFor();

    await r.reload();
    // The note is in the sign-off panel and in the log.
    await r.getByText('Please confirm the guardians agreed to act.', { exact: true }).first().waitFor();
    await r.getByRole('button', { name: 'Deliver the will' }).click();
    await r.getByRole('button', { name: 'Deliver and email' }).click();
    await r.getByText(/Held for a supervisor's sign-off because of/).waitFor();

    await s.reload();
    await s.getByRole('button', { name: 'Approve and deliver' }).click();
    await s.getByText('Approved: the will has been delivered.').waitFor();
    await s.getByText('Signed off as supervisor').waitFor();
    // The log says who prepared it and who approved it.
    const log = s.getByRole('region', { name: 'Reviewer actions' }).or(s.locator('section[aria-labelledby="audit-title"]'));
    await expect.poll(() => log.getByText(reviewerEmail, { exact: false }).count()).toBeGreaterThan(0);
    await expect.poll(() => log.getByText(supervisorEmail, { exact: false }).count()).toBeGreaterThan(0);
    await expect.poll(() => log.getByText("Prepared the will for delivery: held for a supervisor's sign-off").count()).toBe(2);

    // The team page: Rita's open count went back to none once delivered; the delivery counts in the turnaround.
    await s.goto(`${app.server.baseUrl}/review`);
    await s.getByRole('link', { name: 'Team workload' }).click();
    await s.getByRole('heading', { level: 1, name: 'Team workload' }).waitFor();
    const rita = s.getByRole('row', { name: new RegExp(reviewerEmail.replace(/[.+]/g, '\\$&')) });
    await expect.poll(() => rita.getByRole('cell').allTextContents()).toEqual(['Reviewer', '0']);
    await s.getByText('(1 delivered)').waitFor();
    expect(await s.getByRole('img', { name: /Queue size at the end of each of the last 14 days/ }).count()).toBe(1);
    expect(await s.getByRole('table', { name: 'Queue size by day' }).getByRole('row').count()).toBe(15);
    await checkAtBothWidths(s, 'review-team-page', 'Team workload');

    for (const visitor of [writer, reviewer, supervisor]) expect(visitor.problems).toEqual([]);
    for (const visitor of [writer, reviewer, supervisor]) await visitor.close();
  });
});
