import type { SubmissionDetail } from '../../api/review-api';
import { approveSignOff, returnSignOff } from '../../api/review-team-api';
import { BusyButton } from '../../ui/busy-button';
import { useToast } from '../../ui/toast';
import { interpolate } from '../../../engine/steps/interpolate';
import { ukTime } from './review-dates';
import { reasonWords } from './review-reasons';
import { ReviewTextForm } from './review-text-form';
import { useState } from 'react';
import './review-team.css';
import teamCopy from '../../../schemas/copy/review-team.json';

const S = teamCopy.signOff;

/**
 * A reviewer's delivery held for a supervisor: who prepared it, when and why; a supervisor approves (the will is
 * delivered) or sends it back with a note, which the reviewer then reads here.
 */
export function ReviewSignOff({ detail, onChanged }: { detail: SubmissionDetail; onChanged: () => Promise<void> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const signOff = detail.sign_off;
  if (!signOff) return null;
  const supervisor = detail.viewer.level === 'supervisor';
  const approve = async () => {
    setBusy(true);
    try {
      await approveSignOff(detail.id, detail.version);
      toast('success', S.approved);
    } catch (error) {
      toast('error', (error as Error).message);
    } finally {
      setBusy(false);
      await onChanged();
    }
  };
  return (
    <section className="review__panel review__panel--sign-off" aria-labelledby="sign-off-title">
      <h2 id="sign-off-title">{S.heading}</h2>
      {signOff.status === 'returned' ? (
        <>
          <p>{interpolate(S.returned, { by: signOff.returned_by ?? '', date: ukTime(signOff.returned_at ?? '') })}</p>
          <blockquote>{signOff.note}</blockquote>
          <p className="review__muted">{interpolate(S.returnedPrepared, { email: signOff.prepared_by, date: ukTime(signOff.prepared_at) })}</p>
        </>
      ) : (
        <>
          <p>{interpolate(S.pending, { email: signOff.prepared_by, date: ukTime(signOff.prepared_at), reasons: reasonWords(signOff.reasons) })}</p>
          {supervisor ? (
            <>
              <p>{S.awaitingYou}</p>
              <BusyButton type="button" className="button" busy={busy} onClick={() => void approve()}>
                {S.approveButton}
              </BusyButton>
              <ReviewTextForm
                id="review-sign-off-note"
                label={S.noteLabel}
                button={S.returnButton}
                field="note"
                maxLength={5000}
                secondary
                onSubmit={async (note) => {
                  await returnSignOff(detail.id, { version: detail.version, note });
                  toast('success', S.sentBack);
                  await onChanged();
                }}
              />
            </>
          ) : (
            <p>{S.awaitingSupervisor}</p>
          )}
        </>
      )}
    </section>
  );
}
