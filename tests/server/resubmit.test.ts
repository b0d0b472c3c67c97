/**
 * POST /api/will/resubmit (SPEC 4.1 "a local resubmission sets the submission state to NEW", SPEC 6 subscription)
 * and the account state GET /api/will reports around the will: submission, subscription, paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from './test-app';
import { paidUserWithWill, userWithWill, validPayload } from './will-test-data';
import { writeWill } from '../../server/stores/will-store';

const NOW = fixedClock.now();
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const PAYMENT_REQUIRED = {
  type: 'payment_required',
  message: 'Resubmitting needs an active update subscription. Please go to checkout to pay for your resubmission.',
  checkout: '/will/checkout',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resubmit = (cookie: string, headers: Record<string, string> = {}) => t.request('/api/will/resubmit', { method: 'POST', cookie, headers });
const getState = async (cookie: string) => (await t.request('/api/will', { cookie })).json();

async function subscribe(userId: string, values: { is_active?: number; cancel_at_period_end?: number; current_period_end?: string } = {}) {
  await t.db
    .insertInto('subscription')
    .values({ user_id: userId, is_active: 1, cancel_at_period_end: 0, current_period_end: inDays(200), ...values })
    .execute();
}

const submissionRow = (userId: string) => t.db.selectFrom('submission').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('POST /api/will/resubmit', () => {
  it('with an active subscription sets a new submission to NEW, submitted and updated now', async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    await subscribe(userId);
    const response = await resubmit(cookie);
    expect(response.status).toBe(200);
    // Resubmitted on Sunday 22 November 2026: it reaches the legal team on Monday, five working days before Monday 30th.
    const expected = { state: 'NEW', submitted_at: NOW.toISOString(), updated_at: NOW.toISOString(), print_url: null, due_date: '2026-11-30' };
    expect(await response.json()).toEqual({ submission: expected });
    expect((await getState(cookie)).submission).toEqual(expected);
  });

  it.each(['DELIVERED', 'NEEDS_USER_ATTENTION', 'NEW'] as const)('sets a %s submission back to NEW', async (state) => {
    const { cookie, userId } = await paidUserWithWill(t);
    await subscribe(userId);
    await t.db
      .insertInto('submission')
      .values({ user_id: userId, state, submitted_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z', print_url: '/prints/1.pdf' })
      .execute();
    const response = await resubmit(cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).submission).toEqual({ state: 'NEW', submitted_at: NOW.toISOString(), updated_at: NOW.toISOString(), print_url: '/prints/1.pdf', due_date: '2026-11-30' });
    expect(await submissionRow(userId)).toMatchObject({ state: 'NEW', submitted_at: NOW.toISOString(), due_date: '2026-11-30' });
  });

  // The submission machine: a refund cancelled the submission, and only paying again (checkout) brings it back.
  it('refuses a CANCELLED (refunded) submission with 402 pointing to checkout, even with a subscription, and leaves it as it is', async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    await subscribe(userId);
    const row = { user_id: userId, state: 'CANCELLED' as const, submitted_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z', print_url: null, due_date: null };
    await t.db.insertInto('submission').values(row).execute();
    const response = await resubmit(cookie);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ type: 'payment_required', message: 'Your will has not been submitted yet. Please go to checkout to pay and submit it.', checkout: '/will/checkout' });
    expect(await submissionRow(userId)).toEqual(row);
  });

  it('counts a subscription cancelled at period end as active until that end', async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    await subscribe(userId, { cancel_at_period_end: 1, current_period_end: inDays(1) });
    expect((await resubmit(cookie)).status).toBe(200);
  });

  it.each([
    ['no subscription', undefined],
    ['an inactive subscription', { is_active: 0 }],
    ['an active subscription whose period has ended', { current_period_end: inDays(-1) }],
    ['an active subscription ending this very moment', { current_period_end: NOW.toISOString() }],
    ['an unreadable period end', { current_period_end: 'soon' }],
  ])('with %s answers 402 pointing to checkout and changes nothing', async (_name, subscription) => {
    const { cookie, userId } = await paidUserWithWill(t);
    if (subscription) await subscribe(userId, subscription);
    const before = await getState(cookie);
    const response = await resubmit(cookie);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual(PAYMENT_REQUIRED);
    expect(await submissionRow(userId)).toBeUndefined();
    expect(await getState(cookie)).toEqual(before);
  });

  it('leaves an existing submission untouched when it refuses', async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    const row = { user_id: userId, state: 'DELIVERED' as const, submitted_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z', print_url: null, due_date: null };
    await t.db.insertInto('submission').values(row).execute();
    expect((await resubmit(cookie)).status).toBe(402);
    expect(await submissionRow(userId)).toEqual(row);
  });

  it('needs a session, refuses a cross-site request, and answers only POST', async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    await subscribe(userId);
    expect((await t.request('/api/will/resubmit', { method: 'POST' })).status).toBe(401);
    expect((await resubmit(cookie, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await t.request('/api/will/resubmit', { cookie })).status).toBe(404);
    expect(await submissionRow(userId)).toBeUndefined();
  });

  it('refuses a will never paid for with 402 pointing to checkout, even with a subscription', async () => {
    const { cookie, userId } = await userWithWill(t);
    await subscribe(userId, {});
    const response = await resubmit(cookie);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ type: 'payment_required', message: 'Your will has not been submitted yet. Please go to checkout to pay and submit it.', checkout: '/will/checkout' });
  });

  it('refuses a will that is incomplete again with 422, changing nothing', async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    await subscribe(userId, {});
    const state = await getState(cookie);
    // Today's save rules refuse emptying a passed step (422), so the incomplete will is one stored before them.
    const refused = await t.request('/api/will', { method: 'POST', cookie, json: { ...state.will, executors: [], people: state.people, revision: state.revision } });
    expect(refused.status).toBe(422);
    const stored = await writeWill(t.db, fixedClock, { userId, expectedRevision: state.revision, will: { ...state.will, executors: [] } });
    expect(stored.status).toBe('saved');
    const response = await resubmit(cookie);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toMatch(/complete every required step/);
    expect((await getState(cookie)).submission).toBeNull();
  });

  it('does not touch the will or its revision', async () => {
    const { cookie, userId } = await paidUserWithWill(t);
    await subscribe(userId);
    const before = await getState(cookie);
    expect((await resubmit(cookie)).status).toBe(200);
    const after = await getState(cookie);
    expect(after.will).toEqual(before.will);
    expect(after.revision).toBe(before.revision);
  });
});

describe('GET /api/will account state', () => {
  it('reports no submission, no subscription and not paid for a new user', async () => {
    const { cookie } = await t.signUp();
    expect(await getState(cookie)).toMatchObject({ submission: null, subscription: null, paid: false, partner_charity: null });
  });

  it('reports the stored submission, the subscription with booleans, and paid once checkout has recorded a payment', async () => {
    const { cookie, userId } = await userWithWill(t);
    await subscribe(userId, { cancel_at_period_end: 1, current_period_end: '2027-11-22T10:00:00.000Z' });
    await t.db
      .insertInto('submission')
      .values({ user_id: userId, state: 'NEEDS_USER_ATTENTION', submitted_at: '2026-10-01T09:00:00.000Z', updated_at: '2026-10-02T09:00:00.000Z', print_url: null })
      .execute();
    await t.db.insertInto('will_payment').values({ user_id: userId, paid_at: '2026-10-01T08:59:00.000Z', order_id: 'order-1' }).execute();
    const state = await getState(cookie);
    expect(state.submission).toEqual({ state: 'NEEDS_USER_ATTENTION', submitted_at: '2026-10-01T09:00:00.000Z', updated_at: '2026-10-02T09:00:00.000Z', print_url: null, due_date: null });
    expect(state.subscription).toEqual({ is_active: true, cancel_at_period_end: true, current_period_end: '2027-11-22T10:00:00.000Z' });
    expect(state.paid).toBe(true);
  });

  it('carries the same account state in a 409 and a 422 answer', async () => {
    const { cookie, userId } = await userWithWill(t);
    await subscribe(userId);
    await t.db.insertInto('will_payment').values({ user_id: userId, paid_at: NOW.toISOString() }).execute();
    expect((await resubmit(cookie)).status).toBe(200);
    const current = await getState(cookie);

    const stale = await t.request('/api/will', { method: 'POST', cookie, json: validPayload(0) });
    expect(stale.status).toBe(409);
    expect((await stale.json()).state).toEqual(current);

    const invalid = await t.request('/api/will', { method: 'POST', cookie, json: { ...validPayload(1), passedSteps: [9] } });
    expect(invalid.status).toBe(422);
    const body = await invalid.json();
    expect(body.state).toEqual(current);
    expect(body.state).toMatchObject({ paid: true, submission: { state: 'NEW' }, subscription: { is_active: true } });
  });

  it('refuses a submission state outside SPEC 3.2 at the database', async () => {
    const { userId } = await paidUserWithWill(t);
    await expect(
      t.db.insertInto('submission').values({ user_id: userId, state: 'LOST' as never, submitted_at: NOW.toISOString(), updated_at: NOW.toISOString() }).execute(),
    ).rejects.toThrow(/check constraint/i);
  });
});
