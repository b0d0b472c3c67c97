import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Clock } from '../clock';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';
import { nextSubmissionState, type SubmissionEvent } from './submission.machine';
import { loadSubmissionBasis, type SubmissionBasis } from './review-submission';
import { recordReviewAction, type Reviewer } from './review-audit';
import type { RenderedDocuments } from '../services/pdf/render-documents';
import type { MailMessage, Mailer } from '../services/mail/mailer';

/** The email that tells the user about a decision, written to the outbox with the decision. */
export type DecisionNotice = { mail: Mailer; message: (basis: SubmissionBasis) => MailMessage };

/** Where the user downloads their delivered will (DESIGN.md API contract). */
export const DOCUMENT_PATH = '/api/will/document.pdf';

/** A reviewer's decision on a submission, quoting the version they loaded. */
export type Decision =
  | { kind: 'needs_attention'; version: string; step: string; message: string }
  | { kind: 'deliver'; version: string; revision: number; documents: RenderedDocuments };

export type DecisionResult =
  | { status: 'done'; basis: SubmissionBasis }
  | { status: 'not_found' }
  | { status: 'conflict'; state: SubmissionState; version: string };

const EVENTS: Record<Decision['kind'], SubmissionEvent> = { needs_attention: { type: 'review.request_changes' }, deliver: { type: 'review.deliver' } };

/**
 * Applies a decision in one transaction, only if the submission is still at the version the reviewer loaded and the
 * submission machine allows the decision from its state (409 otherwise, with nothing changed). The submission row is
 * updated first, on its state and update time as loaded: on PostgreSQL a second reviewer deciding at the same moment
 * waits for this row lock, then finds the row moved on and changes nothing, so two reviewers never both deliver.
 * A delivery stores the will's, the signing guide's, any letter of wishes' and the record of instructions' PDFs as a
 * new delivered version and sets `print_url`; every decision is logged, with what `alongside` writes (a supervisor's
 * sign-off). The email telling the user (with the PDFs, for a delivery) is written
 * to the outbox in the same transaction, so it exists exactly when the decision does; it is sent after the commit.
 */
export async function applyDecision(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  reviewer: Reviewer,
  decision: Decision,
  notice: DecisionNotice,
  alongside?: (trx: Kysely<DB>, basis: SubmissionBasis, at: string) => Promise<void>,
): Promise<DecisionResult> {
  const result = await db.transaction().execute(async (trx): Promise<DecisionResult> => {
    const basis = await loadSubmissionBasis(trx, userId);
    if (!basis) return { status: 'not_found' };
    const conflict = { status: 'conflict', state: basis.state, version: basis.version } as const;
    const next = nextSubmissionState(basis.state, EVENTS[decision.kind]);
    if (basis.version !== decision.version || next === null) return conflict;
    if (decision.kind === 'deliver' && decision.revision !== basis.revision) return conflict;
    const at = clock.now().toISOString();
    const printUrl = decision.kind === 'deliver' ? DOCUMENT_PATH : basis.print_url;
    const moved = await trx
      .updateTable('submission')
      .set({ state: next, updated_at: at, print_url: printUrl })
      .where('user_id', '=', userId)
      .where('state', '=', basis.state)
      .where('updated_at', '=', basis.updated_at)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return conflict;
    if (decision.kind === 'deliver') {
      // Each delivery is kept as a version of its own: the user lists and downloads every one.
      const { will, guide, letter, instructions } = decision.documents;
      await trx
        .insertInto('will_document')
        .values({ user_id: userId, pdf: will, guide_pdf: guide, letter_pdf: letter, instructions_pdf: instructions ?? null, revision: basis.revision, created_at: at })
        .execute();
      await recordReviewAction(trx, { userId, reviewer, action: 'delivered', revision: basis.revision, at });
    } else {
      await recordReviewAction(trx, { userId, reviewer, action: 'needs_attention', step: decision.step, message: decision.message, revision: basis.revision, at });
    }
    await alongside?.(trx, basis, at);
    await notice.mail.enqueue(trx, notice.message(basis));
    return { status: 'done', basis };
  });
  if (result.status !== 'done') return result;
  await notice.mail.flush();
  const after = await loadSubmissionBasis(db, userId);
  return { status: 'done', basis: after! };
}

/** Logs that the email telling the user about a decision could not be sent. */
export async function recordEmailFailure(db: Kysely<DB>, clock: Clock, basis: SubmissionBasis, reviewer: Reviewer): Promise<void> {
  await recordReviewAction(db, { userId: basis.userId, reviewer, action: 'email_failed', revision: basis.revision, at: clock.now().toISOString() });
}
