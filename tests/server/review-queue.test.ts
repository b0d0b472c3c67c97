/**
 * GET /api/review/submissions: the daily queue. Urgent wills first by due date (overdue flagged), then by
 * submission time; filters by state and urgency; search by name or email; pages; counts per state; 422 for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { paidWriter, signedInReviewer } from './review-helpers';

let t: TestApp;
let reviewer: string;
let standardOld: Awaited<ReturnType<typeof paidWriter>>;
let standardNew: Awaited<ReturnType<typeof paidWriter>>;
let urgentLate: Awaited<ReturnType<typeof paidWriter>>;
let urgentSoon: Awaited<ReturnType<typeof paidWriter>>;

type Item = { id: string; email: string; state: string; urgent_due_date: string | null; overdue: boolean; printing: boolean };
type Answer = { items: Item[]; total: number; page: number; per_page: number; counts: Record<string, number> };

const queue = async (query = ''): Promise<Answer> => {
  const response = await t.request(`/api/review/submissions${query}`, { cookie: reviewer });
  expect(response.status).toBe(200);
  return response.json();
};

const setSubmitted = (userId: string, at: string) => t.db.updateTable('submission').set({ submitted_at: at }).where('user_id', '=', userId).execute();
/** An urgent will due on `due`: the order bought it, and the submission was told that date (as payment writes both). */
const setDue = async (userId: string, due: string) => {
  await t.db.updateTable('will_order').set({ urgent_due_date: due }).where('user_id', '=', userId).where('state', '=', 'paid').execute();
  await t.db.updateTable('submission').set({ due_date: due }).where('user_id', '=', userId).execute();
};

beforeAll(async () => {
  t = await createTestApp();
  reviewer = (await signedInReviewer(t)).cookie;
  standardOld = await paidWriter(t);
  standardNew = await paidWriter(t, { printing: true });
  urgentLate = await paidWriter(t, { urgent: true });
  urgentSoon = await paidWriter(t, { urgent: true, printing: true });
  await setSubmitted(standardOld.userId, '2026-11-01T09:00:00.000Z');
  await setSubmitted(standardNew.userId, '2026-11-20T09:00:00.000Z');
  // The test clock's day is 2026-11-22: one urgent will is already overdue.
  await setDue(urgentSoon.userId, '2026-11-21');
  await setDue(urgentLate.userId, '2026-11-24');
  await t.db.updateTable('submission').set({ state: 'DELIVERED' }).where('user_id', '=', standardNew.userId).execute();
});
afterAll(async () => {
  await t.close();
});

describe('the review queue', () => {
  it('puts urgent wills first by due date, flags the overdue one and printing orders, then the oldest submissions', async () => {
    const answer = await queue();
    expect(answer.items.map((i) => i.id)).toEqual([urgentSoon.id, urgentLate.id, standardOld.id, standardNew.id]);
    expect(answer.items.map((i) => [i.urgent_due_date, i.overdue, i.printing])).toEqual([
      ['2026-11-21', true, true],
      ['2026-11-24', false, false],
      [null, false, false],
      [null, false, true],
    ]);
    expect(answer).toMatchObject({ total: 4, page: 1, per_page: 20, counts: { NEW: 3, DELIVERED: 1, NEEDS_USER_ATTENTION: 0, CANCELLED: 0 } });
  });

  it('filters by state and by urgency', async () => {
    expect((await queue('?state=DELIVERED')).items.map((i) => i.id)).toEqual([standardNew.id]);
    expect((await queue('?urgency=urgent')).items.map((i) => i.id)).toEqual([urgentSoon.id, urgentLate.id]);
    const standard = await queue('?urgency=standard&state=NEW');
    expect(standard.items.map((i) => i.id)).toEqual([standardOld.id]);
    expect(standard.counts).toEqual({ NEW: 1, DELIVERED: 1, NEEDS_USER_ATTENTION: 0, CANCELLED: 0 });
  });

  it('searches names and emails in any case, taking LIKE wildcards literally', async () => {
    expect((await queue(`?q=${encodeURIComponent(urgentLate.email.toUpperCase())}`)).items.map((i) => i.id)).toEqual([urgentLate.id]);
    expect((await queue('?q=test%20user')).total).toBe(4);
    expect((await queue('?q=%25')).total).toBe(0);
    expect((await queue('?q=nobody')).items).toEqual([]);
  });

  it('pages through the queue', async () => {
    const first = await queue('?per_page=3');
    const second = await queue('?per_page=3&page=2');
    expect(first.items).toHaveLength(3);
    expect(second.items.map((i) => i.id)).toEqual([standardNew.id]);
    expect(second.total).toBe(4);
  });

  it('answers 422 with the fields for bad parameters', async () => {
    const response = await t.request('/api/review/submissions?state=LOST&urgency=soon&page=0&per_page=500', { cookie: reviewer });
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.type).toBe('validation');
    expect(Object.keys(answer.fields).sort()).toEqual(['page', 'per_page', 'state', 'urgency']);
    const long = await t.request(`/api/review/submissions?q=${'a'.repeat(201)}`, { cookie: reviewer });
    expect((await long.json()).fields).toEqual({ q: ['Enter up to 200 characters to search.'] });
  });
});

// Urgency is about the work still to do: a delivered or cancelled urgent will waits for nobody (audit).
describe('the review queue once urgent wills are closed', () => {
  it('puts urgent wills first only while open (NEW or waiting on the user); closed ones take their submission time', async () => {
    const urgentDelivered = await paidWriter(t, { urgent: true });
    const urgentCancelled = await paidWriter(t, { urgent: true });
    const urgentWaiting = await paidWriter(t, { urgent: true });
    await setDue(urgentDelivered.userId, '2026-11-20');
    await setDue(urgentCancelled.userId, '2026-11-19');
    await setDue(urgentWaiting.userId, '2026-11-23');
    await setSubmitted(urgentDelivered.userId, '2026-11-10T09:00:00.000Z');
    await setSubmitted(urgentCancelled.userId, '2026-11-21T09:00:00.000Z');
    await setSubmitted(urgentWaiting.userId, '2026-11-18T09:00:00.000Z');
    const setState = (userId: string, state: 'DELIVERED' | 'CANCELLED' | 'NEEDS_USER_ATTENTION') =>
      t.db.updateTable('submission').set({ state }).where('user_id', '=', userId).execute();
    await setState(urgentDelivered.userId, 'DELIVERED');
    await setState(urgentCancelled.userId, 'CANCELLED');
    await setState(urgentWaiting.userId, 'NEEDS_USER_ATTENTION');

    const answer = await queue();
    expect(answer.items.map((i) => i.id)).toEqual([
      urgentSoon.id, // NEW, due 21 November (overdue)
      urgentWaiting.id, // waiting on the user, due 23 November
      urgentLate.id, // NEW, due 24 November
      standardOld.id, // submitted 1 November
      urgentDelivered.id, // submitted 10 November, delivered: its due date no longer counts
      standardNew.id, // submitted 20 November, delivered
      urgentCancelled.id, // submitted 21 November, cancelled
    ]);
    const closed = answer.items.filter((i) => i.state === 'DELIVERED' || i.state === 'CANCELLED');
    expect(closed.every((i) => !i.overdue)).toBe(true);
    expect((await queue('?state=NEW')).items.map((i) => i.id)).toEqual([urgentSoon.id, urgentLate.id, standardOld.id]);
    expect((await queue('?urgency=urgent')).items.map((i) => i.id)).toEqual([urgentSoon.id, urgentWaiting.id, urgentLate.id, urgentDelivered.id, urgentCancelled.id]);
  });
});

