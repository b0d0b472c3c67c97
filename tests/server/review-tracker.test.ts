/**
 * What the customer sees of the review over HTTP: the date stated before payment is the one the receipt,
 * My Will and the console give (standard and urgent, over bank holidays), it moves only when the user resubmits after
 * a request for changes, and GET /api/will/tracker tells the will's way from submission to delivery, the user's own
 * only, never naming a reviewer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, requestChanges, signedInReviewer } from './review-helpers';
import { userWithWill } from './will-test-data';

let now = '2026-12-24T10:00:00.000Z';
const clock = { now: () => new Date(now) };
let t: TestApp;
let reviewer: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await signedInReviewer(t);
});
afterAll(() => t.close());

const json = async (path: string, cookie: string) => (await t.request(path, { cookie })).json();
const receiptOf = (email: string) => t.db.selectFrom('mail_outbox').select('body_text').where('to_address', '=', email).where('subject', '=', 'Your Will Writer receipt').executeTakeFirstOrThrow();

describe('the stated turnaround', () => {
  it('states before payment the date that the receipt, My Will, the complete page and the console then give', async () => {
    now = '2026-12-24T10:00:00.000Z'; // Christmas Eve, a Thursday: five working days skip Christmas, Boxing Day and New Year
    const user = await userWithWill(t);
    const status = await json('/api/checkout/status', user.cookie);
    expect(status.review_due_dates).toEqual({ standard: '2027-01-05', urgent: '2026-12-30' });
    const writer = await paidWriter(t);
    expect((await json('/api/will', writer.cookie)).submission.due_date).toBe('2027-01-05');
    expect((await json('/api/checkout/paid-order', writer.cookie)).review_due_date).toBe('2027-01-05');
    expect((await receiptOf(writer.email)).body_text).toContain("We'll have your will reviewed and emailed by Tuesday 5 January 2027.");
    // A standard will is not urgent in the console.
    expect((await detailOf(t, reviewer.cookie, writer.id)).urgent_due_date).toBeNull();
  });

  it('gives an urgent will two working days from the day it reaches the legal team, everywhere', async () => {
    now = '2027-03-26T09:00:00.000Z'; // Good Friday: it reaches the legal team on Tuesday, after Easter Monday
    const writer = await paidWriter(t, { urgent: true });
    expect((await json('/api/will', writer.cookie)).submission.due_date).toBe('2027-04-01');
    expect((await json('/api/checkout/paid-order', writer.cookie)).order.urgent_due_date).toBe('2027-04-01');
    expect((await receiptOf(writer.email)).body_text).toContain("You bought an urgent will: we'll have it reviewed and emailed by Thursday 1 April 2027.");
    expect((await detailOf(t, reviewer.cookie, writer.id)).urgent_due_date).toBe('2027-04-01');
    const queue = await json('/api/review/submissions?urgency=urgent', reviewer.cookie);
    expect(queue.items.find((item: { id: string }) => item.id === writer.id).urgent_due_date).toBe('2027-04-01');
  });
});

describe('the tracker', () => {
  it('follows a request for changes, the resubmission (a new due date) and the delivery, with no reviewer named', async () => {
    now = '2026-08-27T09:00:00.000Z'; // Thursday, BST; urgent: Friday 28, then Tuesday 1 after the August bank holiday
    const writer = await paidWriter(t, { urgent: true });
    expect((await json('/api/will/tracker', writer.cookie)).entries).toEqual([{ kind: 'submitted', at: now, due_date: '2026-09-01' }]);

    now = '2026-08-27T11:00:00.000Z';
    const seen = await detailOf(t, reviewer.cookie, writer.id);
    now = '2026-08-27T12:00:00.000Z';
    await detailOf(t, reviewer.cookie, writer.id); // a second opening is not a second entry
    now = '2026-08-27T13:00:00.000Z';
    expect((await requestChanges(t, reviewer.cookie, writer.id, { step: 'gifts', message: 'Say which ring you mean.', version: seen.version })).status).toBe(200);

    now = '2026-09-01T18:00:00.000Z'; // Tuesday after the cut-off: it reaches the legal team on Wednesday
    expect((await t.request('/api/will/resubmit', { method: 'POST', cookie: writer.cookie, json: {} })).status).toBe(200);
    expect((await json('/api/will', writer.cookie)).submission.due_date).toBe('2026-09-04');
    expect((await detailOf(t, reviewer.cookie, writer.id)).urgent_due_date).toBe('2026-09-04');

    now = '2026-09-02T10:00:00.000Z';
    const again = await detailOf(t, reviewer.cookie, writer.id);
    now = '2026-09-02T15:00:00.000Z';
    expect((await deliver(t, reviewer.cookie, writer.id, { version: again.version })).status).toBe(200);

    const tracker = await json('/api/will/tracker', writer.cookie);
    const deliveryMail = await t.db.selectFrom('mail_outbox').select('sent_at').where('topic', '=', `delivery:${writer.userId}`).executeTakeFirstOrThrow();
    expect(tracker.state).toBe('DELIVERED');
    expect(tracker.due_date).toBe('2026-09-04');
    expect(tracker.entries).toEqual([
      { kind: 'submitted', at: '2026-08-27T09:00:00.000Z', due_date: '2026-09-01' },
      { kind: 'reviewing', at: '2026-08-27T11:00:00.000Z' },
      { kind: 'changes_requested', at: '2026-08-27T13:00:00.000Z', step: 'gifts', message: 'Say which ring you mean.', title: 'Gifts', route: expect.stringMatching(/^\/will\//) },
      { kind: 'resubmitted', at: '2026-09-01T18:00:00.000Z', due_date: '2026-09-04' },
      // The console opened at 18:00 above, then at 10:00: the first opening after the resubmission counts.
      { kind: 'reviewing', at: '2026-09-01T18:00:00.000Z' },
      { kind: 'approved', at: '2026-09-02T15:00:00.000Z' },
      // Delivered when its email was sent (the test app's mailer keeps its own clock).
      { kind: 'delivered', at: deliveryMail.sent_at, version: 1, emailed: true },
    ]);
    expect(JSON.stringify(tracker)).not.toContain(reviewer.email);
    expect(JSON.stringify(tracker)).not.toContain('Rita');
  });

  it('is the signed-in user’s own: another user sees an empty tracker, and no session gets 401', async () => {
    const other = await userWithWill(t);
    expect(await json('/api/will/tracker', other.cookie)).toEqual({ state: null, due_date: null, entries: [] });
    expect((await t.request('/api/will/tracker')).status).toBe(401);
  });
});
