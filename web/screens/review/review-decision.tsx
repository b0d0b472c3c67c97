import { FieldError } from '../../ui/field-error';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { deliverWill, requestChanges, type DecisionAnswer, type SubmissionDetail } from '../../api/review-api';
import { useToast } from '../../ui/toast';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import copy from '../../../schemas/copy/review.json';
import { BusyButton } from '../../ui/busy-button';
import { interpolate } from '../../../engine/steps/interpolate';
import { stepById } from '../../../engine/steps/steps';
import teamCopy from '../../../schemas/copy/review-team.json';
import { reasonWords } from './review-reasons';

const S = copy.submission;

type Props = { detail: SubmissionDetail; onDecided: () => Promise<void> };

/**
 * Deliver, or why it is unavailable: while a check that blocks delivery fails, the button is disabled and the
 * failing checks are listed with their steps (the server refuses delivery too).
 */
function DeliverPanel({ checks, welshPending, busy, onDeliver }: { checks: SubmissionDetail['blocking_checks']; welshPending: boolean; busy: boolean; onDeliver: () => void }) {
  const blocked = checks.length > 0 || welshPending;
  return (
    <div className="review__decision">
      <h3>{S.deliverHeading}</h3>
      <p>{S.deliverHint}</p>
      {welshPending && (
        <div id="review-deliver-welsh" className="review__blocked">
          <p>{S.deliverBlockedWelsh}</p>
        </div>
      )}
      {checks.length > 0 && (
        <div id="review-deliver-blocked" className="review__blocked">
          <p>{S.deliverBlocked}</p>
          <ul>
            {checks.map((check, i) => (
              <li key={i}>{interpolate(S.deliverBlockedCheck, { step: stepById(check.step).title, message: check.message })}</li>
            ))}
          </ul>
        </div>
      )}
      {blocked ? (
        <button type="button" className="button" disabled aria-describedby={checks.length > 0 ? 'review-deliver-blocked' : 'review-deliver-welsh'}>
          {S.deliverButton}
        </button>
      ) : (
        <BusyButton type="button" className="button" onClick={onDeliver} busy={busy}>
          {S.deliverButton}
        </BusyButton>
      )}
    </div>
  );
}

/**
 * The reviewer's two decisions on a NEW submission: send it back with a message tied to a step, or deliver the
 * final will (unavailable while a blocking check fails: the step to change starts on the first one's step). Each
 * quotes the version loaded; a 409 reloads the submission and says why; 422 shows the fields.
 */
export function ReviewDecision({ detail, onDecided }: Props) {
  const toast = useToast();
  const firstCheckStep = detail.blocking_checks[0]?.step;
  const [step, setStep] = useState(detail.answers.some((s) => s.step === firstCheckStep) ? firstCheckStep! : '');
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  // Delivering emails the final will and cannot be taken back: it is confirmed first.
  const [confirming, setConfirming] = useState(false);

  if (detail.state !== 'NEW') {
    return (
      <section className="review__panel" aria-labelledby="decision-title">
        <h2 id="decision-title" tabIndex={-1}>
          {S.actionsHeading}
        </h2>
        <p>{S.notActionable}</p>
      </section>
    );
  }

  const act = async (call: () => Promise<DecisionAnswer>, done: string) => {
    setBusy(true);
    try {
      const answer = await call();
      setFields({});
      setStep('');
      setMessage('');
      if ('held' in answer) toast('success', interpolate(teamCopy.signOff.heldMessage, { reasons: reasonWords(answer.reasons) }));
      else toast(answer.emailed ? 'success' : 'error', answer.emailed ? done : S.emailFailed);
      await onDecided();
      // The form the reviewer was in is gone (the submission is no longer waiting): the focus goes to its heading.
      document.getElementById('decision-title')?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setFields(error.body.fields ?? {});
      else if (error instanceof ApiError && error.status === 409) {
        toast('error', error.body.state === 'CANCELLED' ? S.refunded : S.conflict);
        await onDecided();
      } else toast('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    void act(() => requestChanges(detail.id, { step, message, version: detail.version }), S.requested);
  };
  const onDeliver = () => {
    setConfirming(false);
    void act(() => deliverWill(detail.id, detail.version), S.delivered);
  };
  const error = (name: string) => <FieldError id={`review-${name}-error`}>{fields[name]?.join(' ')}</FieldError>;

  return (
    <section className="review__panel" aria-labelledby="decision-title">
      <h2 id="decision-title" tabIndex={-1}>
        {S.actionsHeading}
      </h2>
      <form className="review__decision" onSubmit={onRequest} noValidate>
        <h3>{S.requestHeading}</h3>
        <div className={`field${fields.step ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="review-step">
            {S.stepLabel}
          </label>
          {error('step')}
          <select id="review-step" className="input" value={step} onChange={(e) => setStep(e.target.value)} aria-describedby={fields.step ? 'review-step-error' : undefined}>
            <option value="" disabled>
              {S.stepPlaceholder}
            </option>
            {detail.answers.map((s) => (
              <option key={s.step} value={s.step}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
        <div className={`field${fields.message ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="review-message">
            {S.messageLabel}
          </label>
          <p className="field__hint" id="review-message-hint">
            {S.messageHint}
          </p>
          {error('message')}
          <textarea
            id="review-message"
            className="input review__message"
            rows={4}
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-describedby={fields.message ? 'review-message-hint review-message-error' : 'review-message-hint'}
          />
        </div>
        {error('version')}
        <BusyButton type="submit" className="button button--secondary" busy={busy}>
          {S.requestButton}
        </BusyButton>
      </form>
      {detail.sign_off?.status === 'pending' ? (
        <div className="review__decision">
          <h3>{S.deliverHeading}</h3>
          <p>{detail.viewer.level === 'supervisor' ? teamCopy.signOff.awaitingYou : teamCopy.signOff.awaitingSupervisor}</p>
        </div>
      ) : (
        <DeliverPanel checks={detail.blocking_checks} welshPending={detail.draft.pendingWelsh.length > 0} busy={busy} onDeliver={() => setConfirming(true)} />
      )}
      {confirming && (
        <ConfirmDialog
          title={S.deliverConfirmTitle}
          text={S.deliverConfirmText}
          confirmLabel={S.deliverConfirm}
          cancelLabel={S.deliverCancel}
          onConfirm={onDeliver}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
