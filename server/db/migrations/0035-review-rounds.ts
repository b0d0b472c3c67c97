import { sql, type Kysely } from 'kysely';
import { serialId } from '../serial-id';
import { DEFAULT_REVIEW_WORKING_DAYS, reviewDueDate } from '../../../engine/review/review-due-date';

/**
 * The stated turnaround and the customer's tracker. `submission.due_date` is the date by which the legal
 * team reviews and emails the will now in its queue, worked out once when it enters the queue (payment or a
 * resubmission) and read by every screen and email. `review_round` keeps each of those entries (the first
 * submission, each resubmission): when, which will revision, and the due date stated then, so the tracker lists
 * them all. Existing submissions get one round, at their submission time, with the urgent order's due date or the
 * default standard turnaround.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submission').addColumn('due_date', 'text').execute();
  await db.schema
    .createTable('review_round')
    .addColumn('id', 'integer', serialId(db))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('submitted', 'resubmitted')`))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('urgent', 'integer', (c) => c.notNull().check(sql`urgent in (0, 1)`))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_round_user').on('review_round').columns(['user_id', 'id']).execute();
  const rows = (await sql<{ user_id: string; submitted_at: string; revision: number | null; urgent_due: string | null }>`
    select s.user_id, s.submitted_at,
      (select w.revision from will w where w.user_id = s.user_id) as revision,
      (select max(o.urgent_due_date) from will_order o where o.user_id = s.user_id and o.state = 'paid') as urgent_due
    from submission s order by s.submitted_at`.execute(db)).rows;
  for (const row of rows) {
    const due = row.urgent_due ?? reviewDueDate(row.submitted_at, DEFAULT_REVIEW_WORKING_DAYS);
    await db.updateTable('submission').set({ due_date: due }).where('user_id', '=', row.user_id).execute();
    await db
      .insertInto('review_round')
      .values({ user_id: row.user_id, kind: 'submitted', revision: Number(row.revision ?? 0), urgent: row.urgent_due ? 1 : 0, due_date: due, created_at: row.submitted_at })
      .execute();
  }
}
