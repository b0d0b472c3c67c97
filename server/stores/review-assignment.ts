import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Reviewer } from './review-audit';
import { recordReviewEvent } from './review-events';
import { teamTables } from './review-team-tables';

/** Who holds a submission, and since when. */
export type Assignment = { reviewer_id: string; reviewer_email: string; assigned_at: string };

export type AssignResult = { status: 'assigned'; assignment: Assignment } | { status: 'taken'; assignment: Assignment };

/** The submission's assignment, or null while no reviewer has taken it. */
export async function loadAssignment(db: Kysely<DB>, userId: string): Promise<Assignment | null> {
  const row = await teamTables(db).selectFrom('review_assignment').select(['reviewer_id', 'reviewer_email', 'assigned_at']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? null;
}

/**
 * "Assign to me": the reviewer takes a submission no one holds. The row is inserted only when none exists (the
 * primary key decides between two reviewers taking it at the same moment), so exactly one wins and the other is
 * answered `taken` with who holds it. Taking one's own again is `assigned`, changing nothing.
 */
export async function assignToMe(db: Kysely<DB>, userId: string, reviewer: Reviewer, revision: number, at: string): Promise<AssignResult> {
  return db.transaction().execute(async (trx) => {
    const inserted = await teamTables(trx)
      .insertInto('review_assignment')
      .values({ user_id: userId, reviewer_id: reviewer.id, reviewer_email: reviewer.email, assigned_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    const assignment = (await loadAssignment(trx, userId))!;
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) {
      await recordReviewEvent(trx, { userId, reviewer, action: 'assigned', revision, at });
      return { status: 'assigned', assignment };
    }
    return { status: assignment.reviewer_id === reviewer.id ? 'assigned' : 'taken', assignment };
  });
}

/**
 * Takes over a submission another reviewer holds, with the reason (logged). Only over the holder the reviewer saw
 * (`from`, their email as the console showed it): when someone else took it over in between, nothing changes and the answer is `taken` with the new holder.
 */
export async function takeOver(db: Kysely<DB>, userId: string, reviewer: Reviewer, input: { from: string; reason: string }, revision: number, at: string): Promise<AssignResult | null> {
  return db.transaction().execute(async (trx) => {
    const current = await loadAssignment(trx, userId);
    if (!current) return null;
    if (current.reviewer_id === reviewer.id) return { status: 'assigned', assignment: current };
    const moved = await teamTables(trx)
      .updateTable('review_assignment')
      .set({ reviewer_id: reviewer.id, reviewer_email: reviewer.email, assigned_at: at })
      .where('user_id', '=', userId)
      .where('reviewer_email', '=', input.from)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return { status: 'taken', assignment: (await loadAssignment(trx, userId))! };
    await recordReviewEvent(trx, { userId, reviewer, action: 'taken_over', message: `${current.reviewer_email}: ${input.reason}`, revision, at });
    return { status: 'assigned', assignment: (await loadAssignment(trx, userId))! };
  });
}
