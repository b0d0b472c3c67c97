/**
 * Remembers, for this tab, that a confirmation link has just been sent (after registering), so the next page can say
 * so; and tells every open page of the site when the address has been confirmed, wherever the followed link landed,
 * so they drop the notice without a reload.
 */
const SENT_KEY = 'will-writer:verification-sent';

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

const VERIFIED_KEY = 'will-writer:email-confirmed';

/**
 * Notes in this browser's storage that this user's address is confirmed. The first time, the site's other open pages
 * hear of it (a `storage` event) and read the session again; the same value again tells no one, so pages do not echo.
 */
export function noteConfirmed(userId: string): void {
  try {
    if (localStorage.getItem(VERIFIED_KEY) !== userId) localStorage.setItem(VERIFIED_KEY, userId);
  } catch {
    // Storage refused: other pages learn it when the user comes back to them (focus).
  }
}

/** Calls `listener` when another page notes a confirmed address; returns the unsubscribe. */
export function onConfirmedElsewhere(listener: () => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key === VERIFIED_KEY) listener();
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}
