import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { DB } from '../db/schema';
import { todayOf, type Clock } from '../clock';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';
import { resubmitRefusal, type ResubmitRefusal } from '../../engine/will/resubmission';
import { nextStepToSubmit, type NextStep } from '../../engine/will/submit-readiness';
import { loadWill } from './will-store';
import { moveSubmission } from './submission-transition';
import { startReviewRound, type TurnaroundConfig } from './review-rounds';

/** The will's submission to the legal team, as GET /api/will shows it (SPEC 3.2). */
export type Submission = { state: SubmissionState; submitted_at: string; updated_at: string; print_url: string | null; due_date: string | null };

/** The update subscription, as GET /api/will shows it (SPEC 3.2). */
export type Subscription = { is_active: boolean; cancel_at_period_end: boolean; current_period_end: string };

/** What the account holds around the will: null submission / subscription when there is none. */
export type AccountState = { submission: Submission | null; subscription: Subscription | null; paid: boolean };

export type ResubmitResult =
  | { status: 'resubmitted'; submission: Submission }
  | { status: 'incomplete'; next: NextStep }
  | { status: Exclude<ResubmitRefusal, 'incomplete'> };

type Reader = Kysely<DB>;

async function findSubmission(db: Reader, userId: string): Promise<Submission | null> {
  const row = await db
    .selectFrom('submission')
    .select(['state', 'submitted_at', 'updated_at', 'print_url', 'due_date'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

async function findSubscription(db: Reader, userId: string): Promise<Subscription | null> {
  const row = await db
    .selectFrom('subscription')
    .select(['is_active', 'cancel_at_period_end', 'current_period_end'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return { is_active: row.is_active === 1, cancel_at_period_end: row.cancel_at_period_end === 1, current_period_end: row.current_period_end };
}

/** The user's submission, subscription and paid flag; only ever this user's rows. */
export async function loadAccountState(db: AppDatabase, userId: string): Promise<AccountState> {
  const [submission, subscription, payment] = await Promise.all([
    findSubmission(db, userId),
    findSubscription(db, userId),
    db.selectFrom('will_payment').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return { submission, subscription, paid: payment !== undefined };
}

/**
 * SPEC 4.1 resubmission: when the engine allows it (paid once, complete again, active subscription) and the
 * submission machine does (`user.resubmit`: not after a refund), sets the user's submission to NEW (creating it if
 * there was none), submitted and updated now, in one transaction; otherwise changes nothing and answers why (for a
 * will that may not be submitted, with the step to finish first).
 */
export async function resubmitWill(db: AppDatabase, clock: Clock, userId: string, turnaround: TurnaroundConfig): Promise<ResubmitResult> {
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const { will } = await loadWill(trx, userId);
    const [subscription, payment] = await Promise.all([
      findSubscription(trx, userId),
      trx.selectFrom('will_payment').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const today = todayOf(clock);
    const refusal = resubmitRefusal(will, { paid: payment !== undefined, subscription }, today, now.toISOString());
    if (refusal === 'incomplete') return { status: refusal, next: nextStepToSubmit(will, today)! } as const;
    if (refusal) return { status: refusal } as const;
    // A cancelled (refunded) submission is paid for again through checkout, as the cart sells it.
    if ((await moveSubmission(trx, userId, { type: 'user.resubmit' }, now.toISOString())) === null) return { status: 'not_submitted' } as const;
    // The clock restarts: the due date is worked out again from the resubmission.
    await startReviewRound(trx, userId, now.toISOString(), turnaround);
    const submission = await findSubmission(trx, userId);
    if (!submission) throw new Error(`Submission for user ${userId} missing right after it was written`);
    return { status: 'resubmitted', submission } as const;
  });
}
