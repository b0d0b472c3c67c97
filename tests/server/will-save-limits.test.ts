/**
 * One account cannot fill the disk through saves: at most 60 saves a minute per user (429, nothing stored), and a
 * will's revision history is bounded, keeping every revision that conflict detection, delivered versions and the
 * legal team's record still need.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../server/clock';
import { KEPT_REVISIONS } from '../../server/stores/will-revision-pruning';
import { createTestApp, type TestApp } from './test-app';
import { paidUserWithWill, storedRows, userWithWill, validPayload } from './will-test-data';
import apiErrors from '../../schemas/copy/api-errors.json';

let now = new Date('2026-11-22T10:00:00Z').getTime();
const clock: Clock = { now: () => new Date(now) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** Each test saves a 30 KB will dozens of times, over PostgreSQL too. */
const SLOW = { timeout: 120_000 };

const save = (cookie: string, revision: number) => t.request('/api/will', { method: 'POST', cookie, json: validPayload(revision) });
const nextMinute = () => (now += 61 * 1000);

/** Saves the will `times` more times from `revision`, a minute apart in batches under the limit; the last revision. */
async function saveMany(cookie: string, revision: number, times: number): Promise<number> {
  for (let i = 0; i < times; i++) {
    if (i % 50 === 0) nextMinute();
    const response = await save(cookie, revision);
    expect(response.status).toBe(200);
    revision = ((await response.json()) as { revision: number }).revision;
  }
  return revision;
}

const revisionsOf = async (userId: string) => (await storedRows(t, userId)).history.map((row) => row.revision);

describe('saving a will', () => {
  it('is limited to 60 saves a minute per user: the 61st is answered 429 and stores nothing', SLOW, async () => {
    nextMinute();
    const { cookie, userId } = await userWithWill(t);
    const other = await userWithWill(t);
    let revision = 1;
    for (let i = 0; i < 59; i++) revision = ((await (await save(cookie, revision)).json()) as { revision: number }).revision;
    expect(revision).toBe(60);
    const before = await storedRows(t, userId);
    const refused = await save(cookie, revision);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ type: 'rate_limited', message: apiErrors.willSavesLimited });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedRows(t, userId)).toEqual(before);
    // Another user's saves are their own; reading is not limited; a minute on, the user saves again.
    expect((await save(other.cookie, 1)).status).toBe(200);
    expect((await t.request('/api/will', { cookie })).status).toBe(200);
    nextMinute();
    expect((await save(cookie, revision)).status).toBe(200);
  });

  it(`keeps the latest ${KEPT_REVISIONS.unpaid} revisions of an unpaid will, and a stale save is still a conflict`, SLOW, async () => {
    const { cookie, userId } = await userWithWill(t);
    const latest = await saveMany(cookie, 1, 40);
    expect(latest).toBe(41);
    const kept = await revisionsOf(userId);
    expect(kept).toEqual(Array.from({ length: KEPT_REVISIONS.unpaid }, (_, i) => latest - KEPT_REVISIONS.unpaid + 1 + i));
    const stale = await save(cookie, latest - 1);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { state: { revision: number } }).state.revision).toBe(latest);
    expect(((await (await t.request('/api/will', { cookie })).json()) as { revision: number }).revision).toBe(latest);
  });

  it('never prunes a delivered version or a revision the legal team acted on or saw', SLOW, async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    await t.db.insertInto('will_document').values({ user_id: userId, pdf: new Uint8Array([37, 80, 68, 70]), guide_pdf: null, letter_pdf: null, revision: 1, created_at: new Date(now).toISOString() }).execute();
    const at = new Date(now).toISOString();
    await t.db.insertInto('review_audit').values({ user_id: userId, reviewer_id: '1', reviewer_email: 'r@example.com', action: 'needs_attention', step: null, message: null, revision: 2, created_at: at }).execute();
    await t.db.insertInto('review_view').values({ user_id: userId, reviewer_id: '1', reviewer_email: 'r@example.com', revision: 3, created_at: at }).execute();
    // A paid will keeps more of its history; past that, the revisions still pointed at stay.
    await t.db.deleteFrom('will_payment').where('user_id', '=', userId).execute();
    const latest = await saveMany(cookie, 1, 30);
    const kept = await revisionsOf(userId);
    expect(kept.slice(0, 3)).toEqual([1, 2, 3]);
    expect(kept.slice(3)).toEqual(Array.from({ length: KEPT_REVISIONS.unpaid }, (_, i) => latest - KEPT_REVISIONS.unpaid + 1 + i));
  });

  it(`keeps up to ${KEPT_REVISIONS.paid} revisions of a paid will`, SLOW, async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    await saveMany(cookie, 1, 40);
    expect(await revisionsOf(userId)).toHaveLength(41);
  });
});
