import { useEffect, useState } from 'react';
import { useSession } from './session-context';
import { ResendVerification } from './resend-verification';
import { EMAIL_UNVERIFIED_EVENT } from '../api/client';
import copy from '../../schemas/copy/account.json';
import './session.css';

/**
 * Shown when the server refused something because the address is not confirmed (403 email_unverified, from
 * refer-partner, checkout or anything later): its message and 'Resend verification email'. Any screen gets it
 * without code of its own: the API client announces the refusal (web/api/client.ts).
 */
export function EmailUnverifiedNotice() {
  const { user } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const show = (event: Event) => setMessage((event as CustomEvent<string>).detail);
    window.addEventListener(EMAIL_UNVERIFIED_EVENT, show);
    return () => window.removeEventListener(EMAIL_UNVERIFIED_EVENT, show);
  }, []);
  if (!message || !user || user.emailVerified) return null;
  return (
    <section className="unverified-notice" aria-labelledby="unverified-notice-title">
      <h2 id="unverified-notice-title">{copy.unverifiedNotice.heading}</h2>
      <p>{message}</p>
      <ResendVerification email={user.email} returnTo={window.location.pathname} />
    </section>
  );
}
