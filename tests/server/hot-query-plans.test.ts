/**
 * The queries every request or every console page sends find their rows through an index, on SQLite and
 * PostgreSQL alike, so they cost the same at 100,000 wills as at ten (bench/capacity prints the same plans after its
 * load): the legal team's queue reads its page of one state through an index, never every account; a save, the user's tracker and
 * the mail worker's due query read no table in full; the retention job finds old sent mail by its index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from './test-app';
import { paidWriter, signedInReviewer } from './review-helpers';
import { queryPlans, tablesReadInFull } from './query-plans';
import { pruneSentMail } from '../../server/retention/prune-sent-mail';
import { loadQueue } from '../../server/stores/review-queue';
import { loadTracker } from '../../server/stores/review-tracker-store';
import { loadWill, writeWill } from '../../server/stores/will-store';
import { deliverDueMail } from '../../server/services/mail/mail-queue';

let t: TestApp;
let writer: Awaited<ReturnType<typeof paidWriter>>;
beforeAll(async () => {
  t = await createTestApp();
  await signedInReviewer(t);
  writer = await paidWriter(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the plans of the hot queries', () => {
  it("the queue finds a state's page through its index and each submission's account by its key", async () => {
    const plans = await queryPlans(t.db, (db) => loadQueue(db, { state: 'NEW', page: 1, perPage: 25, reviewerId: '1' }, '2026-11-22'));
    expect(plans.flatMap((plan) => plan.reads).filter((read) => read.table === 'user' && read.full)).toEqual([]);
    // The page and its total read only the submissions in the state asked for (the counts per state read them all).
    const ofState = plans.filter((plan) => plan.parameters.includes('NEW'));
    expect(ofState).toHaveLength(2);
    for (const plan of ofState) expect(plan.reads.filter((read) => read.table === 'submission')).toEqual([expect.objectContaining({ index: 'submission_state', full: false })]);
    // And it still answers the submission with its owner.
    const page = await loadQueue(t.db, { state: 'NEW', page: 1, perPage: 25 }, '2026-11-22');
    expect(page.items.map((item) => item.email)).toEqual([writer.email]);
  });

  it('the retention job finds the mail sent before its keeping time through its index', async () => {
    const plans = await queryPlans(t.db, (db) => pruneSentMail(db, fixedClock, t.dir));
    const outbox = plans.flatMap((plan) => plan.reads).filter((read) => read.table === 'mail_outbox');
    expect(outbox.length).toBeGreaterThan(0);
    expect(outbox.every((read) => read.index === 'mail_outbox_sent' && !read.full)).toBe(true);
  });

  it('a save, the tracker and the mail worker read no table in full', async () => {
    expect(await tablesReadInFull(t.db, (db) => loadTracker(db, writer.userId))).toEqual([]);
    expect(
      await tablesReadInFull(t.db, async (db) => {
        const { will, revision } = await loadWill(db, writer.userId);
        await writeWill(db, fixedClock, { userId: writer.userId, expectedRevision: revision, will });
      }),
    ).toEqual([]);
    const transport = { send: () => Promise.reject(new Error('not sending')) };
    expect(await tablesReadInFull(t.db, (db) => deliverDueMail({ db, clock: fixedClock, transport }))).toEqual([]);
  });
});
