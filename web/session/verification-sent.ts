/**
 * Remembers, for this tab, that a confirmation link has just been sent (after registering), so the next page can say
 * so; and tells every open page of the site when the address has been confirmed, so they drop the notice without a
 * reload (the verification page announces it, see email-verified-screen.tsx).
 */
const SENT_KEY = 'will-writer:verification-sent';
const CHANNEL = 'will-writer:session';

export function rememberVerificationSent(email: string): void {
  try {
    sessionStorage.setItem(SENT_KEY, email);
  } catch {
    // Storage refused (private mode): the notice simply does not say it.
  }
}

/** The address a link was sent to in this tab, if it was. */
export function verificationSentTo(): string | null {
  try {
    return sessionStorage.getItem(SENT_KEY);
  } catch {
    return null;
  }
}

export function forgetVerificationSent(): void {
  try {
    sessionStorage.removeItem(SENT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Tells the site's other open pages that the session changed (e.g. the address is now confirmed). */
export function announceSessionChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` when another page announces a session change; returns the unsubscribe. */
export function onSessionChanged(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
