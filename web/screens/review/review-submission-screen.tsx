import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchSubmission, type SubmissionDetail } from '../../api/review-api';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { interpolate } from '../../../engine/steps/interpolate';
import { longDay, ukTime } from './review-dates';
import { ReviewDecision } from './review-decision';
import { ReviewDeliveryEmail } from './review-delivery-email';
import { ReviewAnswers, ReviewChanges } from './review-answers';
import { ReviewDraft, ReviewRecord } from './review-record';
import { ReviewMirrorLinks } from './review-mirror-links';
import { ReviewAssignment } from './review-assignment';
import { ReviewSignOff } from './review-sign-off';
import { ReviewFlags } from './review-flags';
import { ReviewFileNotes } from './review-file-notes';
import { ReviewMirrorConsent } from './review-mirror-consent';
import copy from '../../../schemas/copy/review.json';
import './review.css';

const S = copy.submission;

function Summary({ detail }: { detail: SubmissionDetail }) {
  return (
    <>
      <dl className="review__summary" aria-label={S.summaryLabel}>
        <div>
          <dt>{S.email}</dt>
          <dd>{detail.email}</dd>
        </div>
        <div>
          <dt>{S.state}</dt>
          <dd>{copy.states[detail.state]}</dd>
        </div>
        <div>
          <dt>{S.submitted}</dt>
          <dd>{ukTime(detail.submitted_at)}</dd>
        </div>
        <div>
          <dt>{S.revision}</dt>
          <dd>{detail.revision}</dd>
        </div>
      </dl>
      {detail.urgent_due_date && (
        <p>
          <span className="review__badge review__badge--urgent">{interpolate(S.urgentDue, { date: longDay(detail.urgent_due_date) })}</span>
          {detail.overdue && <span className="review__badge review__badge--overdue">{S.overdue}</span>}
        </p>
      )}
      {detail.printing && <p className="review__printing">{S.printing}</p>}
    </>
  );
}

/** One submission for the legal team (/review/submissions/:id): decide, then read the will every way. */
export default function ReviewSubmissionScreen() {
  const { id = '' } = useParams();
  const [detail, setDetail] = useState<SubmissionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(detail ? interpolate(S.title, { name: detail.name }) : null);
  const load = useCallback(async () => {
    try {
      setDetail(await fetchSubmission(id));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!detail) return <Loading error={error} />;
  return (
    <div className="page review">
      <p>
        <Link to="/review">{S.back}</Link>
      </p>
      <h1>{interpolate(S.title, { name: detail.name })}</h1>
      <Summary detail={detail} />
      <ReviewAssignment detail={detail} onChanged={load} />
      <ReviewMirrorLinks detail={detail} />
      <ReviewMirrorConsent detail={detail} />
      <ReviewFlags detail={detail} onChanged={load} />
      <ReviewChanges changes={detail.changes} />
      <ReviewSignOff detail={detail} onChanged={load} />
      <ReviewDecision detail={detail} onDecided={load} />
      {detail.state === 'DELIVERED' && detail.delivery_email && <ReviewDeliveryEmail id={detail.id} email={detail.delivery_email} onSent={load} />}
      <ReviewAnswers answers={detail.answers} />
      <ReviewDraft draft={detail.draft} english={detail.draft_english} />
      <ReviewFileNotes detail={detail} onChanged={load} />
      <ReviewRecord detail={detail} />
    </div>
  );
}
