import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { lastDays, queueSizeByDay, staysOf, turnaround, type QueueExit, type Turnaround } from '../../engine/review/team-stats';
import { REVIEWER_ROLE } from './reviewer-role';
import { teamTables } from './review-team-tables';

export const TURNAROUND_DAYS = 30;
export const QUEUE_DAYS = 14;

/** The team page: each reviewer's open submissions, and the team's due and overdue counts, turnaround and queue. */
export type TeamStats = {
  reviewers: { email: string; name: string; level: 'reviewer' | 'supervisor'; open: number }[];
  due_today: number;
  overdue: number;
  turnaround: Turnaround & { days: number };
  queue_by_day: { date: string; size: number }[];
};

const count = (row: { count: number | string } | undefined) => Number(row?.count ?? 0);

/**
 * The due date of each open (NEW) urgent submission, as the queue gives it: the date stored when it entered the queue
 * (the one the user was told), else the paid urgent order's.
 */
async function openDueDates(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('submission')
    .innerJoin('will_order', 'will_order.user_id', 'submission.user_id')
    .select(['submission.user_id', sql<string | null>`coalesce(max(${sql.ref('submission.due_date')}), max(${sql.ref('will_order.urgent_due_date')}))`.as('due')])
    .where('submission.state', '=', 'NEW')
    .where('will_order.state', '=', 'paid')
    .where('will_order.urgent_due_date', 'is not', null)
    .groupBy('submission.user_id')
    .execute();
  return rows.flatMap((r) => (r.due ? [String(r.due)] : []));
}

/**
 * The team's figures on `today` (UTC): per reviewer (every account with the reviewer role) how many open (NEW)
 * submissions they hold; open urgent submissions due today and overdue; the median and 90th percentile of the time
 * from entering the queue to delivery, over deliveries in the last 30 days; and the queue's size at the end of each
 * of the last 14 days.
 */
export async function loadTeamStats(db: Kysely<DB>, today: string): Promise<TeamStats> {
  const t = teamTables(db);
  const windowStart = `${lastDays(today, TURNAROUND_DAYS + QUEUE_DAYS)[0]}T00:00:00.000Z`;
  const [reviewers, open, dues, entries, exits, cancelled, openUsers] = await Promise.all([
    t
      .selectFrom('user')
      .leftJoin('reviewer_level', (join) => join.on(sql`cast(${sql.ref('user.id')} as text)`, '=', sql.ref('reviewer_level.user_id')))
      .select(['user.id', 'user.email', 'user.name', 'reviewer_level.level'])
      .where('user.role', '=', REVIEWER_ROLE)
      .orderBy('user.email')
      .execute(),
    t
      .selectFrom('review_assignment')
      .innerJoin('submission', 'submission.user_id', 'review_assignment.user_id')
      .select((eb) => ['review_assignment.reviewer_id', eb.fn.countAll<number | string>().as('count')])
      .where('submission.state', '=', 'NEW')
      .groupBy('review_assignment.reviewer_id')
      .execute(),
    openDueDates(db),
    t.selectFrom('submission_queue_entry').select(['user_id', 'entered_at']).where('entered_at', '>=', windowStart).execute(),
    t.selectFrom('review_audit').select(['user_id', 'action', 'created_at']).where('action', 'in', ['needs_attention', 'delivered']).where('created_at', '>=', windowStart).execute(),
    t.selectFrom('submission').select(['user_id', 'updated_at']).where('state', '=', 'CANCELLED').where('updated_at', '>=', windowStart).execute(),
    t.selectFrom('submission').select(['user_id', 'submitted_at']).where('state', '=', 'NEW').execute(),
  ]);
  const openBy = new Map(open.map((r) => [r.reviewer_id, count(r)]));
  const byUser = new Map<string, { entries: string[]; exits: QueueExit[] }>();
  const of = (userId: string) => byUser.get(userId) ?? byUser.set(userId, { entries: [], exits: [] }).get(userId)!;
  for (const e of entries) of(e.user_id).entries.push(e.entered_at);
  for (const e of exits) of(e.user_id).exits.push({ at: e.created_at, delivered: e.action === 'delivered' });
  for (const c of cancelled) of(c.user_id).exits.push({ at: c.updated_at, delivered: false });
  // A submission waiting since before the window still counts on every day of it.
  for (const o of openUsers) if (o.submitted_at < windowStart) of(o.user_id).entries.push(o.submitted_at);
  const openSet = new Set(openUsers.map((o) => o.user_id));
  const stays = [...byUser].flatMap(([userId, facts]) => staysOf(facts.entries, facts.exits, openSet.has(userId)));
  const since = `${lastDays(today, TURNAROUND_DAYS)[0]}T00:00:00.000Z`;
  const delivered = stays.flatMap((s) => (s.delivered && s.to !== null && s.to >= since ? [{ from: s.from, to: s.to }] : []));
  return {
    reviewers: reviewers.map((r) => ({ email: r.email, name: r.name, level: r.level ?? 'reviewer', open: openBy.get(String(r.id)) ?? 0 })),
    due_today: dues.filter((d) => d === today).length,
    overdue: dues.filter((d) => d < today).length,
    turnaround: { ...turnaround(delivered), days: TURNAROUND_DAYS },
    queue_by_day: queueSizeByDay(stays, today, QUEUE_DAYS),
  };
}
