/**
 * The queries every request or every console page sends find their rows through an index, on SQLite and
 * PostgreSQL alike, so they cost the same at 100,000 wills as at ten (bench/capacity prints the same plans after its
 * load): the legal team's queue reads the submissions it counts, never every account; a save, the user's tracker and
 * the mail worker's due query read no table in full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from './test-app';
import { paidWriter, removePdfDir, signedInReviewer } from './review-helpers';
import { tablesReadInFull } from './query-plans';
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
  removePdfDir();
  await t.close();
});

describe('the plans of the hot queries', () => {
  it("the queue finds each submission's account by its key: it reads no account it does not show", async () => {
    const read = await tablesReadInFull(t.db, (db) => loadQueue(db, { state: 'NEW', page: 1, perPage: 25, reviewerId: '1' }, '2026-11-22'));
    expect(read).not.toContain('user');
    // And it still answers the submission with its owner.
    const page = await loadQueue(t.db, { state: 'NEW', page: 1, perPage: 25 }, '2026-11-22');
    expect(page.items.map((item) => item.email)).toEqual([writer.email]);
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
