import { useState } from 'react';
import { ApiError } from '../../api/client';
import { sendDeliveryEmailAgain, type DeliveryEmail } from '../../api/review-api';
import { useToast } from '../../ui/toast';
import { BusyButton } from '../../ui/busy-button';
import { interpolate } from '../../../engine/steps/interpolate';
import { ukTime } from './review-dates';
import copy from '../../../schemas/copy/review.json';

const S = copy.deliveryEmail;

/** The status line: sent on a date, waiting for the next try, or failed for good. */
function statusText(email: DeliveryEmail): string {
  if (email.status === 'sent') return interpolate(S.sent, { date: ukTime(email.sent_at ?? email.created_at) });
  if (email.status === 'failed') return S.failed;
  return interpolate(S.waiting, { date: ukTime(email.next_attempt_at ?? email.created_at) });
}

type Props = { id: string; email: DeliveryEmail; onSent: () => Promise<void> };

/**
 * Where the email carrying the delivered will stands (mail that is never lost), with the last error of a
 * failed try, and "Send again": a new copy with the same PDFs (a copy still waiting is replaced, never doubled).
 */
export function ReviewDeliveryEmail({ id, email, onSent }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const sendAgain = async () => {
    setBusy(true);
    try {
      const { delivery_email } = await sendDeliveryEmailAgain(id);
      const sent = delivery_email?.status === 'sent';
      toast(sent ? 'success' : 'error', sent ? S.sentAgain : S.notSentAgain);
    } catch (error) {
      toast('error', error instanceof ApiError ? error.message : (error as Error).message);
    } finally {
      setBusy(false);
    }
    await onSent();
  };
  return (
    <section className="review__panel" aria-labelledby="delivery-email-title">
      <h2 id="delivery-email-title">{S.heading}</h2>
      <p className={`review__mail review__mail--${email.status}`}>
        {statusText(email)}
      </p>
      {email.status !== 'sent' && (email.attempts > 0 || email.last_error) && (
        <p className="review__muted">
          {interpolate(S.tries, { attempts: String(email.attempts) })} {email.last_error && interpolate(S.lastError, { error: email.last_error })}
        </p>
      )}
      <BusyButton type="button" className="button button--secondary" busy={busy} onClick={() => void sendAgain()}>
        {S.sendAgain}
      </BusyButton>
    </section>
  );
}
