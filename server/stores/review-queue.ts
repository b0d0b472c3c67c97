import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';
import type { AuthUserTable } from './auth-users';
import { teamTables, type ReviewTeamTables } from './review-team-tables';
import { isOverdue, reviewOrderFacts } from './review-orders';

export const SUBMISSION_STATES: readonly SubmissionState[] = ['NEW', 'NEEDS_USER_ATTENTION', 'DELIVERED', 'CANCELLED'];

/**
 * `assigned`: held by the reviewer whose id is `reviewerId` ('mine') or by no one; `due`: open (NEW) urgent wills due
 * today or overdue.
 */
export type QueueQuery = {
  state?: SubmissionState;
  urgency?: 'urgent' | 'standard';
  q?: string;
  assigned?: 'mine' | 'unassigned';
  due?: 'today' | 'overdue';
  reviewerId?: string;
  page: number;
  perPage: number;
};

/** One submission in the queue; `userId` is the server-side id (the route answers its hashid). */
export type QueueItem = {
  userId: string;
  name: string;
  email: string;
  state: SubmissionState;
  submitted_at: string;
  updated_at: string;
  urgent_due_date: string | null;
  overdue: boolean;
  printing: boolean;
  /** The reviewer holding it (their email), or null. */
  assigned_to: string | null;
};

export type QueuePage = { items: QueueItem[]; total: number; counts: Record<SubmissionState, number> };

type Row = { user_id: string; state: SubmissionState; submitted_at: string; updated_at: string; name: string; email: string; due: string | null; assignee_id: string | null; assignee_email: string | null };
type QueueDB = DB & AuthUserTable & ReviewTeamTables & { q: Row };

/** `text` as a LIKE pattern matching it anywhere, with LIKE's own wildcards taken literally (escape character \). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Every submission with its owner's name and email and, when a paid order bought the urgent will, the submission's
 * due date (the one the user was told, restarted at a resubmission; server/stores/review-rounds.ts), as one derived
 * table `q`, so both engines can filter and sort on `due` (PostgreSQL cannot refer to a select alias inside an
 * expression). better-auth's ids are integers; submissions key users as text (always a user's id).
 */
function queueRows(db: Kysely<DB>) {
  return teamTables(db).selectFrom((eb) =>
    eb
      .selectFrom('submission')
      // The submission's key is cast, not the user's id, so the user is found by its primary key (casting user.id
      // would read every account for each page of the queue); a left join to that unique key, so a count that uses
      // no name or email leaves the accounts unread (both engines drop such a join). Erasure removes an account's
      // submission with it, so every submission has its account.
      .leftJoin('user', (join) => join.on(sql.ref('user.id'), '=', sql`cast(${sql.ref('submission.user_id')} as integer)`))
      .leftJoin('review_assignment', 'review_assignment.user_id', 'submission.user_id')
      .select(['submission.user_id', 'submission.state', 'submission.submitted_at', 'submission.updated_at', 'user.name', 'user.email'])
      .select(['review_assignment.reviewer_id as assignee_id', 'review_assignment.reviewer_email as assignee_email'])
      .select((sub) =>
        sub
          .selectFrom('will_order')
          .select(sql<string | null>`case when count(*) > 0 then coalesce(${sql.ref('submission.due_date')}, max(${sql.ref('will_order.urgent_due_date')})) end`.as('due'))
          .whereRef('will_order.user_id', '=', 'submission.user_id')
          .where('will_order.state', '=', 'paid')
          .where('will_order.urgent_due_date', 'is not', null)
          .as('due'),
      )
      .as('q'),
  );
}

/** The states in which the legal team still has work on a will: only there does an urgent due date put it first. */
const OPEN_STATES: readonly SubmissionState[] = ['NEW', 'NEEDS_USER_ATTENTION'];

/** Whether a row is an urgent will still open; closed ones (delivered, cancelled) sort by submission time. */
const openUrgent = sql<boolean>`${sql.ref('q.due')} is not null and ${sql.ref('q.state')} in (${sql.join(OPEN_STATES)})`;

function matches(query: QueueQuery, today: string) {
  return (eb: ExpressionBuilder<QueueDB, 'q'>) => {
    const conditions = [];
    if (query.assigned === 'mine') conditions.push(eb('q.assignee_id', '=', query.reviewerId ?? ''));
    if (query.assigned === 'unassigned') conditions.push(eb('q.assignee_id', 'is', null));
    if (query.due) conditions.push(eb('q.state', '=', 'NEW'), eb('q.due', query.due === 'today' ? '=' : '<', today));
    if (query.urgency === 'urgent') conditions.push(eb('q.due', 'is not', null));
    if (query.urgency === 'standard') conditions.push(eb('q.due', 'is', null));
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(eb.or([sql<boolean>`lower(${sql.ref('q.name')}) like ${pattern} escape '\\'`, sql<boolean>`lower(${sql.ref('q.email')}) like ${pattern} escape '\\'`]));
    }
    return eb.and(conditions);
  };
}

/**
 * One page of the legal team's queue: submissions in `state` (all when absent), urgent or standard ones
 * only when asked, held by the reviewer or by no one, or due today or overdue, when asked (QueueQuery), whose owner's
 * name or email contains `q` (any case); open urgent wills (OPEN_STATES) first by due
 * date, then every other by submission time, oldest first. Also the total on all pages, and counts per state under
 * the same search and urgency.
 */
export async function loadQueue(db: Kysely<DB>, query: QueueQuery, today: string): Promise<QueuePage> {
  const filtered = queueRows(db).where(matches(query, today));
  const inState = query.state ? filtered.where('q.state', '=', query.state) : filtered;
  const [rows, total, perState] = await Promise.all([
    inState
      .selectAll('q')
      .orderBy(sql`case when ${openUrgent} then 0 else 1 end`)
      .orderBy(sql`case when ${openUrgent} then ${sql.ref('q.due')} end`)
      .orderBy('q.submitted_at')
      .orderBy('q.user_id')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute() as Promise<Row[]>,
    inState.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    filtered.select((eb) => ['q.state', eb.fn.countAll<number | string>().as('count')]).groupBy('q.state').execute(),
  ]);
  const facts = await reviewOrderFacts(db, rows.map((r) => r.user_id));
  const counts = Object.fromEntries(SUBMISSION_STATES.map((s) => [s, 0])) as Record<SubmissionState, number>;
  for (const row of perState as { state: SubmissionState; count: number | string }[]) counts[row.state] = Number(row.count);
  const items = rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    state: r.state,
    submitted_at: r.submitted_at,
    updated_at: r.updated_at,
    urgent_due_date: r.due,
    overdue: isOverdue(r.state, r.due, today),
    printing: facts.get(r.user_id)!.printing,
    assigned_to: r.assignee_email,
  }));
  return { items, total: Number(total.count), counts };
}
