import { useState } from 'react';
import type { SubmissionDetail } from '../../api/review-api';
import { describePending } from '../../../engine/drafting/welsh-approval';
import { DraftParagraphs } from '../preview/draft-paragraphs';
import { interpolate } from '../../../engine/steps/interpolate';
import { stepById } from '../../../engine/steps/steps';
import { ukTime } from './review-dates';
import copy from '../../../schemas/copy/review.json';
import teamCopy from '../../../schemas/copy/review-team.json';
import '../preview/will-preview.css';

const S = copy.submission;

/** One list of the draft's checks under its heading, or nothing when there are none. */
function CheckList({ heading, warnings, className }: { heading: string; warnings: SubmissionDetail['draft']['warnings']; className: string }) {
  if (warnings.length === 0) return null;
  return (
    <div className={className}>
      <h3>{heading}</h3>
      <ul>
        {warnings.map((w) => (
          <li key={`${w.code} ${w.message}`}>{w.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The Welsh texts a Welsh or bilingual will uses that the legal team has not approved, by clause, or nothing. */
function PendingWelsh({ draft }: { draft: SubmissionDetail['draft'] }) {
  if (draft.pendingWelsh.length === 0) return null;
  return (
    <div id="review-welsh-pending" className="draft__warnings">
      <h3>{S.welshPendingHeading}</h3>
      <p>{S.welshPendingHint}</p>
      <p>{describePending(draft.pendingWelsh)}</p>
    </div>
  );
}

/**
 * The will drafted clause by clause by the same engine as the user's preview, with the checks that failed (those
 * that block delivery) apart from the notes that are for information only. A will the user chose in Welsh or in both
 * languages can be read either as they will receive it or in English (`english`), with the Welsh wording still
 * awaiting approval listed.
 */
export function ReviewDraft({ draft, english = null }: { draft: SubmissionDetail['draft']; english?: SubmissionDetail['draft'] | null }) {
  const [inEnglish, setInEnglish] = useState(false);
  const shown = inEnglish && english ? english : draft;
  const lang = shown.language === 'cy' ? 'cy' : undefined;
  return (
    <section className="review__panel" aria-labelledby="draft-title">
      <h2 id="draft-title">{S.draftHeading}</h2>
      <PendingWelsh draft={draft} />
      {english && draft.language !== 'en' && (
        <fieldset className="review__draft-language">
          <legend>{S.draftLanguage.legend}</legend>
          {[false, true].map((toEnglish) => (
            <label key={String(toEnglish)}>
              <input type="radio" name="review-draft-language" checked={inEnglish === toEnglish} onChange={() => setInEnglish(toEnglish)} />
              {toEnglish ? S.draftLanguage.en : S.draftLanguage[draft.language as 'cy' | 'bilingual']}
            </label>
          ))}
        </fieldset>
      )}
      <CheckList heading={S.warningsHeading} warnings={shown.warnings.filter((w) => w.blocking)} className="draft__warnings" />
      <CheckList heading={S.notesHeading} warnings={shown.warnings.filter((w) => !w.blocking)} className="draft__notes" />
      <article className="draft__will" aria-label={shown.title} lang={lang}>
        <p className="review__draft-title">{shown.title}</p>
        {shown.clauses.map((clause) => (
          <div key={clause.number} className="draft__clause">
            <h3>
              {clause.number}. {clause.heading}
            </h3>
            <DraftParagraphs paragraphs={clause.paragraphs} />
          </div>
        ))}
      </article>
    </section>
  );
}

type LogLine = { title: string; message: string | null; reviewer_email: string; revision: number; created_at: string };

/** The decisions and the assignment and sign-off entries as one log, newest first. */
function logLines(detail: SubmissionDetail): LogLine[] {
  const decisions = detail.audit.map((entry) => ({ ...entry, title: interpolate(S.auditActions[entry.action], { step: entry.step ? stepById(entry.step).title : '' }) }));
  const events = detail.review_events.map((event) =>
    event.action === 'taken_over'
      ? { ...event, title: interpolate(teamCopy.log.taken_over, { message: event.message?.split(': ')[0] ?? '' }), message: event.message?.split(': ').slice(1).join(': ') ?? null }
      : { ...event, title: teamCopy.log[event.action], message: event.action === 'sign_off_requested' ? null : event.message },
  );
  return [...decisions, ...events].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The revision history and the reviewer log, newest first. */
export function ReviewRecord({ detail }: { detail: SubmissionDetail }) {
  const lines = logLines(detail);
  return (
    <>
      <section className="review__panel" aria-labelledby="audit-title">
        <h2 id="audit-title">{S.auditHeading}</h2>
        {lines.length === 0 ? (
          <p>{S.auditEmpty}</p>
        ) : (
          <ol className="review__log">
            {lines.map((entry, i) => (
              <li key={i}>
                <strong>{entry.title}</strong>
                <span className="review__muted">
                  {' '}
                  {ukTime(entry.created_at)} · {entry.reviewer_email} · {interpolate(S.auditRevision, { revision: entry.revision })}
                </span>
                {entry.message && <blockquote>{entry.message}</blockquote>}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="review__panel" aria-labelledby="history-title">
        <h2 id="history-title">{S.historyHeading}</h2>
        <ol className="review__log">
          {detail.history.revisions.map((r) => (
            <li key={r.revision}>{interpolate(S.historyItem, { revision: r.revision, date: ukTime(r.created_at) })}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
