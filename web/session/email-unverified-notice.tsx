import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from './session-context';
import { ResendVerification } from './resend-verification';
import { forgetVerificationSent, verificationSentTo } from './verification-sent';
import { EMAIL_UNVERIFIED_EVENT } from '../api/client';
import { interpolate } from '../../engine/steps/interpolate';
import copy from '../../schemas/copy/account.json';
import { useHydrated } from '../ui/use-hydrated';
import './session.css';

const ACCOUNT_PAGE = '/will/account';
/** The legal team's console: its users do not pay for a will there, so the will writer's notice is not theirs. */
const REVIEW_CONSOLE = /^\/review(\/|$)/;

/**
 * 'Confirm your email address' with 'Resend verification email', one message at a time: after registering, that a
 * link was sent to the address; when the server refused something because the address is not confirmed (403
 * email_unverified, from refer-partner, checkout or anything later), its message instead (the API client announces
 * the refusal, web/api/client.ts; effects show it here and not as a toast too). Gone once the session says the
 * address is confirmed, which it learns without a reload (session-context.tsx). Not on the account page, whose
 * details say it, nor in the legal team's console (/review).
 */
export function EmailUnverifiedNotice() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    const show = (event: Event) => setRefusal((event as CustomEvent<string>).detail);
    window.addEventListener(EMAIL_UNVERIFIED_EVENT, show);
    return () => window.removeEventListener(EMAIL_UNVERIFIED_EVENT, show);
  }, []);
  const confirmed = user?.emailVerified === true;
  useEffect(() => {
    if (confirmed) forgetVerificationSent();
  }, [confirmed]);
  // The account page says it in its details, with its own Resend.
  if (!user || user.emailVerified || pathname === ACCOUNT_PAGE || REVIEW_CONSOLE.test(pathname)) return null;
  // What this browser sent is its own: read once a page drawn before (prerendered or by the server) has hydrated.
  const sent = hydrated && verificationSentTo() === user.email;
  const message = refusal ?? (sent ? interpolate(copy.unverifiedNotice.sent, { email: user.email }) : null);
  if (!message) return null;
  return (
    <section className="unverified-notice" aria-labelledby="unverified-notice-title">
      <h2 id="unverified-notice-title">{copy.unverifiedNotice.heading}</h2>
      <p>{message}</p>
      <ResendVerification email={user.email} returnTo={pathname} />
    </section>
  );
}
