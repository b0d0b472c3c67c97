import { useState } from 'react';
import { sendVerificationEmail } from '../api/auth-api';
import { interpolate } from '../../engine/steps/interpolate';
import copy from '../../schemas/copy/account.json';
import { BusyButton } from '../ui/busy-button';

/**
 * 'Resend verification email': a new link to the signed-in user's address, then what happened, said in a
 * live region. The server limits how often (429), whose message is shown as it comes.
 */
export function ResendVerification({ email, returnTo = '/will/email-verified' }: { email: string; returnTo?: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      await sendVerificationEmail(email, returnTo);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error).message || copy.verify.failed });
    }
  };
  return (
    <div className="resend-verification">
      {state.kind !== 'sent' && (
        <BusyButton type="button" className="button button--secondary" busy={state.kind === 'sending'} onClick={() => void resend()}>
          {state.kind === 'sending' ? copy.verify.sending : copy.verify.resend}
        </BusyButton>
      )}
      <p role="status" className="resend-verification__status">
        {state.kind === 'sent' && interpolate(copy.verify.sent, { email })}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  );
}
