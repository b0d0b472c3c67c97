import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';
import type { Will } from '../../engine/will/will';
import { answersByStep, type StepAnswers } from '../../engine/review/answers-by-step';
import { diffAnswers, type SectionChanges } from '../../engine/review/answers-diff';
import { draftWill } from '../../engine/drafting/draft-will';
import { blockingChecks } from '../../engine/drafting/draft-checks';
import type { TrusteeService } from '../../engine/drafting/trustee-service';
import type { DraftDocument, DraftWarning } from '../../engine/drafting/draft-document';
import { withAuthUsers } from './auth-users';
import { loadWill } from './will-store';
import { willAtRevision } from './will-document-store';
import { lastDecision, loadAuditLog, type AuditEntry } from './review-audit';
import { isOverdue, reviewOrderFacts } from './review-orders';

/** What a reviewer's action is decided on: the submission, its owner, the will as it stands, and the log. */
export type SubmissionBasis = {
  userId: string;
  name: string;
  email: string;
  state: SubmissionState;
  submitted_at: string;
  updated_at: string;
  print_url: string | null;
  will: Will;
  revision: number;
  log: AuditEntry[];
  /** Opaque: changes whenever the state, the will's revision or the log changes (see versionOf). */
  version: string;
};

/**
 * The version a reviewer's action must quote: the state, the submission's update time, the will's revision and the
 * latest log entry. Any of them moving on (another reviewer acted, the user edited or resubmitted) changes it.
 */
export function versionOf(basis: Pick<SubmissionBasis, 'state' | 'updated_at' | 'revision' | 'log'>): string {
  return [basis.state, basis.updated_at, basis.revision, basis.log[0]?.id ?? 0].join('.');
}

/** The basis of the submission of user `userId`, or null when they have none. */
export async function loadSubmissionBasis(db: Kysely<DB>, userId: string): Promise<SubmissionBasis | null> {
  const row = await withAuthUsers(db)
    .selectFrom('submission')
    .innerJoin('user', (join) => join.on((eb) => eb(eb.cast('user.id', 'text'), '=', eb.ref('submission.user_id'))))
    .select(['submission.state', 'submission.submitted_at', 'submission.updated_at', 'submission.print_url', 'user.name', 'user.email'])
    .where('submission.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const [{ will, revision }, log] = await Promise.all([loadWill(db, userId), loadAuditLog(db, userId)]);
  const basis = { userId, ...row, will, revision, log };
  return { ...basis, version: versionOf(basis) };
}

const HISTORY_SHOWN = 50;

export type SubmissionDetail = {
  name: string;
  email: string;
  state: SubmissionState;
  submitted_at: string;
  updated_at: string;
  print_url: string | null;
  version: string;
  revision: number;
  urgent_due_date: string | null;
  overdue: boolean;
  printing: boolean;
  answers: StepAnswers[];
  draft: DraftDocument;
  /** The will in English when it is drafted in Welsh or in both languages, for the legal team; else null. */
  draft_english: DraftDocument | null;
  /** The failing checks that block delivery (engine/drafting/draft-checks.ts): while any is listed, Deliver is refused. */
  blocking_checks: DraftWarning[];
  /** Changes since the last delivery or request for changes; `since` is null before the first of them. */
  changes: { since: { action: string; created_at: string; revision: number } | null; sections: SectionChanges[] };
  /** The latest revisions, newest first, and how many there are in all. */
  history: { total: number; revisions: { revision: number; created_at: string }[] };
  audit: Omit<AuditEntry, 'id'>[];
};

/**
 * Everything the console shows of one submission on `today`: the answers step by step, the will drafted by the same
 * engine as the user's preview, what changed since the last decision, the revision history, the order's urgency and
 * printing, and the reviewer log. Null when the user has no submission.
 */
export async function loadSubmissionDetail(db: Kysely<DB>, userId: string, today: string, trustee?: TrusteeService): Promise<SubmissionDetail | null> {
  const basis = await loadSubmissionBasis(db, userId);
  if (!basis) return null;
  const decision = lastDecision(basis.log);
  const [earlier, revisions, count, facts] = await Promise.all([
    decision ? willAtRevision(db, userId, decision.revision) : null,
    db.selectFrom('will_revision').select(['revision', 'created_at']).where('user_id', '=', userId).orderBy('revision', 'desc').limit(HISTORY_SHOWN).execute(),
    db.selectFrom('will_revision').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    reviewOrderFacts(db, [userId]),
  ]);
  // The legal team reads the answers in English, as the rest of its console.
  const answers = answersByStep(basis.will, 'en');
  const { urgentDueDate, printing } = facts.get(userId)!;
  return {
    name: basis.name,
    email: basis.email,
    state: basis.state,
    submitted_at: basis.submitted_at,
    updated_at: basis.updated_at,
    print_url: basis.print_url,
    version: basis.version,
    revision: basis.revision,
    urgent_due_date: urgentDueDate,
    overdue: isOverdue(basis.state, urgentDueDate, today),
    printing,
    answers,
    draft: draftWill(basis.will, today, { trustee }),
    // The legal team reads in English: a Welsh or bilingual will comes with its English text too.
    draft_english: basis.will.willLanguage && basis.will.willLanguage !== 'en' ? draftWill(basis.will, today, { trustee, language: 'en' }) : null,
    blocking_checks: blockingChecks(basis.will, today, trustee),
    changes: {
      since: decision ? { action: decision.action, created_at: decision.created_at, revision: decision.revision } : null,
      sections: earlier ? diffAnswers(answersByStep(earlier, 'en'), answers) : [],
    },
    history: { total: Number(count.count), revisions },
    audit: basis.log.map(({ id: _id, ...entry }) => entry),
  };
}
