import type { SubmissionDetail } from '../../api/review-api';
import { interpolate } from '../../../engine/steps/interpolate';
import { ukTime } from './review-dates';
import copy from '../../../schemas/copy/review.json';

const S = copy.submission;

/** What changed since the last delivery or request for changes, section by section. */
export function ReviewChanges({ changes }: { changes: SubmissionDetail['changes'] }) {
  const { since, sections } = changes;
  return (
    <section className="review__panel" aria-labelledby="changes-title">
      <h2 id="changes-title">{S.changesHeading}</h2>
      {!since ? (
        <p>{S.firstReview}</p>
      ) : (
        <>
          <p>
            {interpolate(S.changesSince, {
              event: since.action === 'delivered' ? S.changesSinceDelivery : S.changesSinceRequest,
              date: ukTime(since.created_at),
              from: since.revision,
            })}
          </p>
          {sections.length === 0 && <p>{S.noChanges}</p>}
          {sections.map((section) => (
            <div key={section.step} className="review__changes">
              <h3>{section.title}</h3>
              <ul>
                {section.changes.map((change, i) => (
                  <li key={i} className={`review__change review__change--${change.kind}`}>
                    <strong>{change.label}</strong>{' '}
                    {change.kind === 'changed' ? (
                      <>
                        <span>
                          {S.changedFrom}: <del>{change.from}</del>
                        </span>{' '}
                        <span>
                          {S.changedTo}: <ins>{change.to}</ins>
                        </span>
                      </>
                    ) : (
                      <span>
                        {change.kind === 'added' ? S.added : S.removed}: {change.kind === 'added' ? <ins>{change.value}</ins> : <del>{change.value}</del>}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/** The user's answers, step by step. */
export function ReviewAnswers({ answers }: { answers: SubmissionDetail['answers'] }) {
  return (
    <section className="review__panel" aria-labelledby="answers-title">
      <h2 id="answers-title">{S.answersHeading}</h2>
      {answers.map((section) => (
        <div key={section.step} className="review__step">
          <h3>
            {section.title}
            {!section.passed && <span className="review__badge"> {S.notPassed}</span>}
          </h3>
          {section.rows.length === 0 ? (
            <p className="review__muted">{S.noAnswers}</p>
          ) : (
            <dl className="review__rows">
              {section.rows.map((row) => (
                <div key={row.key}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </section>
  );
}
