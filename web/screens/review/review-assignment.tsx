import { useState } from 'react';
import { ApiError } from '../../api/client';
import type { SubmissionDetail } from '../../api/review-api';
import { assignToMe, takeOver } from '../../api/review-team-api';
import { BusyButton } from '../../ui/busy-button';
import { useToast } from '../../ui/toast';
import { interpolate } from '../../../engine/steps/interpolate';
import { ukTime } from './review-dates';
import { ReviewTextForm } from './review-text-form';
import './review-team.css';
import teamCopy from '../../../schemas/copy/review-team.json';

const A = teamCopy.assignment;

/**
 * Who is reviewing the submission: "Assign to me" while no one is; another reviewer's hold is shown with a way to
 * take it over, with a reason. Losing a race to another reviewer says who won.
 */
export function ReviewAssignment({ detail, onChanged }: { detail: SubmissionDetail; onChanged: () => Promise<void> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const held = detail.assignment;
  const mine = held?.reviewer_email === detail.viewer.email;
  const assign = async () => {
    setBusy(true);
    try {
      await assignToMe(detail.id);
      toast('success', A.assigned);
    } catch (error) {
      const winner = error instanceof ApiError && error.status === 409 ? (error.body as { assignment?: { reviewer_email: string } }).assignment : undefined;
      toast('error', winner ? interpolate(A.takenByOther, { email: winner.reviewer_email }) : (error as Error).message);
    } finally {
      setBusy(false);
      await onChanged();
    }
  };
  return (
    <section className="review__panel" aria-labelledby="assignment-title">
      <h2 id="assignment-title">{A.heading}</h2>
      {!held && (
        <>
          <p>{A.unassigned}</p>
          <BusyButton type="button" className="button" busy={busy} onClick={() => void assign()}>
            {A.assignButton}
          </BusyButton>
        </>
      )}
      {held && mine && <p>{interpolate(A.mine, { date: ukTime(held.assigned_at) })}</p>}
      {held && !mine && (
        <>
          <p>{interpolate(A.taken, { email: held.reviewer_email, date: ukTime(held.assigned_at) })}</p>
          <details className="review__take-over">
            <summary>{A.takeOverLegend}</summary>
            <ReviewTextForm
              id="review-take-over"
              label={A.reasonLabel}
              hint={A.reasonHint}
              button={A.takeOverButton}
              field="reason"
              maxLength={500}
              secondary
              onSubmit={async (reason) => {
                try {
                  await takeOver(detail.id, { from: held.reviewer_email, reason });
                  toast('success', A.assigned);
                } finally {
                  await onChanged();
                }
              }}
            />
          </details>
        </>
      )}
    </section>
  );
}
