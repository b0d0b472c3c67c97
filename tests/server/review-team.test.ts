/**
 * The legal team at scale: assignment (two reviewers taking the same submission at once, take-over with a reason),
 * the queue's assignment and due filters, and the team page's figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { detailOf, paidWriter, signedInReviewer } from './review-helpers';
import { teamTables } from '../../server/stores/review-team-tables';

let t: TestApp;
let rita: { cookie: string; email: string };
let sam: { cookie: string; email: string };
let writer: Awaited<ReturnType<typeof paidWriter>>;
let other: Awaited<ReturnType<typeof paidWriter>>;

beforeAll(async () => {
  t = await createTestApp();
  rita = await signedInReviewer(t, undefined, { level: 'reviewer' });
  sam = await signedInReviewer(t, undefined, { level: 'reviewer' });
  writer = await paidWriter(t);
  other = await paidWriter(t, { urgent: true });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const assign = (cookie: string, id: string) => t.request(`/api/review/submissions/${id}/assign`, { method: 'POST', cookie });
const takeOver = (cookie: string, id: string, json: unknown) => t.request(`/api/review/submissions/${id}/take-over`, { method: 'POST', cookie, json });
const queue = async (cookie: string, query: string) => {
  const response = await t.request(`/api/review/submissions?${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: { id: string; assigned_to: string | null }[]; total: number };
};
const events = (userId: string) => teamTables(t.db).selectFrom('review_event').select(['action', 'reviewer_email', 'message']).where('user_id', '=', userId).orderBy('id').execute();

describe('assignment', () => {
  it('two reviewers taking the same submission at once: one wins, the other is told who has it', async () => {
    const answers = await Promise.all([assign(rita.cookie, writer.id), assign(sam.cookie, writer.id)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    const winner = bodies.find((_, i) => answers[i]!.status === 200).assignment.reviewer_email;
    const loser = bodies.find((_, i) => answers[i]!.status === 409);
    expect(loser).toMatchObject({ type: 'taken', message: `Someone else holds this submission: ${winner}.`, assignment: { reviewer_email: winner } });
    expect(await events(writer.userId)).toEqual([{ action: 'assigned', reviewer_email: winner, message: null }]);
    const detail = await detailOf(t, sam.cookie, writer.id);
    expect(detail.assignment).toMatchObject({ reviewer_email: winner });
    // Taking one's own again changes nothing.
    const winnerCookie = winner === rita.email ? rita.cookie : sam.cookie;
    expect((await assign(winnerCookie, writer.id)).status).toBe(200);
    expect(await events(writer.userId)).toHaveLength(1);
  });

  it('takes over with a reason, logged; a stale holder or no reason changes nothing', async () => {
    const holder = (await detailOf(t, rita.cookie, writer.id)).assignment as { reviewer_email: string };
    const [taker, held] = holder.reviewer_email === rita.email ? [sam, rita] : [rita, sam];
    const noReason = await takeOver(taker.cookie, writer.id, { from: held.email, reason: '  ' });
    expect(noReason.status).toBe(422);
    expect((await noReason.json()).fields.reason).toEqual(['Enter the reason for taking it over (up to 500 characters).']);
    const stale = await takeOver(taker.cookie, writer.id, { from: 'someone.else@example.com', reason: 'Rita is away' });
    expect(stale.status).toBe(409);
    expect((await stale.json()).assignment.reviewer_email).toBe(held.email);
    const taken = await takeOver(taker.cookie, writer.id, { from: held.email, reason: 'Away until Monday' });
    expect(taken.status).toBe(200);
    expect((await taken.json()).assignment.reviewer_email).toBe(taker.email);
    expect((await events(writer.userId)).at(-1)).toEqual({ action: 'taken_over', reviewer_email: taker.email, message: `${held.email}: Away until Monday` });
    const log = (await detailOf(t, held.cookie, writer.id)).review_events as { action: string }[];
    expect(log.map((e) => e.action)).toEqual(['taken_over', 'assigned']);
    // No one holds the other submission: there is nothing to take over.
    expect((await takeOver(taker.cookie, other.id, { from: held.email, reason: 'x' })).status).toBe(409);
  });

  it('filters the queue: mine, unassigned, due today, overdue; 422 for other values', async () => {
    const holder = ((await detailOf(t, rita.cookie, writer.id)).assignment as { reviewer_email: string }).reviewer_email;
    const [mineCookie, notMine] = holder === rita.email ? [rita.cookie, sam.cookie] : [sam.cookie, rita.cookie];
    expect((await queue(mineCookie, 'assigned=mine')).items.map((i) => i.id)).toEqual([writer.id]);
    expect((await queue(notMine, 'assigned=mine')).items).toEqual([]);
    const unassigned = (await queue(mineCookie, 'assigned=unassigned')).items.map((i) => i.id);
    expect(unassigned).toContain(other.id);
    expect(unassigned).not.toContain(writer.id);
    expect((await queue(mineCookie, '')).items.find((i) => i.id === writer.id)?.assigned_to).toBe(holder);
    // The due date is stored on the submission when it enters the queue (the one the user was told), beside the order's.
    const setDue = async (due: string) => {
      await t.db.updateTable('will_order').set({ urgent_due_date: due }).where('user_id', '=', other.userId).where('state', '=', 'paid').execute();
      await t.db.updateTable('submission').set({ due_date: due }).where('user_id', '=', other.userId).execute();
    };
    // The test clock's day is 2026-11-22.
    await setDue('2026-11-22');
    expect((await queue(mineCookie, 'due=today')).items.map((i) => i.id)).toEqual([other.id]);
    expect((await queue(mineCookie, 'due=overdue')).items).toEqual([]);
    await setDue('2026-11-21');
    expect((await queue(mineCookie, 'due=overdue')).items.map((i) => i.id)).toEqual([other.id]);
    expect((await queue(mineCookie, 'due=today')).items).toEqual([]);
    const bad = await t.request('/api/review/submissions?assigned=theirs&due=tomorrow', { cookie: mineCookie });
    expect(bad.status).toBe(422);
    expect((await bad.json()).fields).toEqual({ assigned: ['Choose mine or unassigned.'], due: ['Choose due today or overdue.'] });
  });
});

describe('the team page', () => {
  it('counts each reviewer’s open submissions, the due and overdue, the turnaround and the queue by day', async () => {
    const db = teamTables(t.db);
    // Ten deliveries in the last 30 days taking 1 to 10 hours, and one 40 days ago that no longer counts.
    for (let i = 1; i <= 11; i++) {
      const user = `team-${i}`;
      const from = i === 11 ? '2026-10-13T08:00:00.000Z' : `2026-11-${String(10 + i).padStart(2, '0')}T08:00:00.000Z`;
      const to = new Date(Date.parse(from) + (i === 11 ? 99 : i) * 3_600_000).toISOString();
      await db.insertInto('submission_queue_entry').values({ user_id: user, entered_at: from }).execute();
      await db.insertInto('review_audit').values({ user_id: user, reviewer_id: '0', reviewer_email: 'x@example.com', action: 'delivered', step: null, message: null, revision: 1, created_at: to }).execute();
    }
    const response = await t.request('/api/review/team', { cookie: rita.cookie });
    expect(response.status).toBe(200);
    const team = await response.json();
    const holder = ((await detailOf(t, rita.cookie, writer.id)).assignment as { reviewer_email: string }).reviewer_email;
    expect(team.reviewers).toEqual(
      expect.arrayContaining([
        { email: holder, name: 'Rita Reviewer', level: 'reviewer', open: 1 },
        { email: holder === rita.email ? sam.email : rita.email, name: 'Rita Reviewer', level: 'reviewer', open: 0 },
      ]),
    );
    expect(team.due_today).toBe(0);
    expect(team.overdue).toBe(1);
    expect(team.turnaround).toEqual({ count: 10, median_hours: 5, p90_hours: 9, days: 30 });
    expect(team.queue_by_day).toHaveLength(14);
    expect(team.queue_by_day.at(-1)).toEqual({ date: '2026-11-22', size: 2 });
    expect(team.queue_by_day[0].date).toBe('2026-11-09');
  });
});
