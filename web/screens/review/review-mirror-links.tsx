import { Link } from 'react-router-dom';
import type { SubmissionDetail } from '../../api/review-api';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/review.json';

const M = copy.mirror;

/**
 * The wills this one mirrors, under the submission's summary: a link to each one paid for, and to the
 * two wills compared clause by clause; one not paid for yet is named without a link. Only reviewers see this.
 */
export function ReviewMirrorLinks({ detail }: { detail: Pick<SubmissionDetail, 'id' | 'mirrors'> }) {
  if (detail.mirrors.length === 0) return null;
  return (
    <section className="review__mirror" aria-labelledby="mirror-title">
      <h2 id="mirror-title" className="visually-hidden">
        {M.heading}
      </h2>
      <ul>
        {detail.mirrors.map((mirror) => (
          <li key={mirror.id ?? mirror.name}>
            {mirror.id ? (
              <>
                <Link className="review__mirror-of" to={`/review/submissions/${encodeURIComponent(mirror.id)}`}>
                  {interpolate(M.of, { name: mirror.name })}
                </Link>
                <Link to={`/review/submissions/${encodeURIComponent(detail.id)}/mirror/${encodeURIComponent(mirror.id)}`}>{M.compare}</Link>
              </>
            ) : (
              <>
                <span className="review__mirror-of">{interpolate(M.of, { name: mirror.name })}</span>
                <span>{interpolate(M.notSubmitted, { name: mirror.name })}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="review__muted">{M.separately}</p>
    </section>
  );
}
