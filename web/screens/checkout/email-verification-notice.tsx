import { useState } from 'react';
import { sendVerificationEmail } from '../../api/auth-api';
import { useSession } from '../../session/session-context';
import { useToast } from '../../ui/toast';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/checkout.json';
import { BusyButton } from '../../ui/busy-button';

// Where the link in the new email leads once followed.
const CHECKOUT_PATH = '/will/checkout';

/**
 * Paying needs a confirmed email address (the server answers 403 email_unverified otherwise): while the session
 * says the address is unconfirmed, checkout says so before the card is typed, and offers a new link.
 */
export function EmailVerificationNotice() {
  const { user } = useSession();
  const toast = useToast();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  if (!user || user.emailVerified !== false) return null;
  const resend = async () => {
    setState('sending');
    try {
      await sendVerificationEmail(user.email, CHECKOUT_PATH);
      setState('sent');
    } catch (error) {
      toast('error', (error as Error).message);
      setState('idle');
    }
  };
  return (
    <section className="checkout__verify" aria-labelledby="verify-heading">
      <h2 id="verify-heading">{copy.verify.heading}</h2>
      <p>{interpolate(copy.verify.text, { email: user.email })}</p>
      <div role="status">{state === 'sent' && <p className="checkout__verify-sent">{interpolate(copy.verify.sent, { email: user.email })}</p>}</div>
      {state !== 'sent' && (
        <BusyButton type="button" className="button button--secondary" busy={state === 'sending'} onClick={() => void resend()}>
          {state === 'sending' ? copy.verify.sending : copy.verify.resend}
        </BusyButton>
      )}
    </section>
  );
}
