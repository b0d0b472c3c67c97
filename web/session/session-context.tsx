import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchSession, type SessionUser } from '../api/auth-api';
import { rememberSignedIn } from './signed-in-hint';
import { noteConfirmed, onConfirmedElsewhere } from './verification-sent';

export type Session = { user: SessionUser | null; loading: boolean; refresh: () => Promise<SessionUser | null> };

/** Exported for Storybook and tests, which provide a session without a server. */
export const SessionContext = createContext<Session | null>(null);

let early: Promise<SessionUser | null> | null = null;

/** Starts reading the session before React first renders (web/early-requests.ts); the provider's first read takes it. */
export function prefetchSession(): void {
  early = fetchSession().catch(() => null);
}

/**
 * Holds who is signed in, read once from the server and refreshed after sign-in, sign-up and sign-out, when another
 * page announces a change, and on returning to the page while the address is unconfirmed.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const read = useCallback(async (first: boolean) => {
    const pending = early;
    early = null;
    const next = await (pending ?? fetchSession().catch(() => null));
    rememberSignedIn(next !== null);
    if (next?.emailVerified) noteConfirmed(next.hashid);
    const apply = () => {
      setUser(next);
      setLoading(false);
    };
    // The first answer is a transition: reaching a prerendered page still hydrating, it waits for the hydration
    // instead of throwing the page's HTML away (and drawing it again from a spinner). Later ones apply at once, as
    // sign-in and sign-out await them before moving on.
    if (first) startTransition(apply);
    else apply();
    return next;
  }, []);
  const refresh = useCallback(() => read(false), [read]);
  useEffect(() => {
    void read(true);
  }, [read]);
  // An address confirmed in another tab (or on another device) shows here without a reload: the page the followed
  // link opened tells this browser's other pages, and coming back to the page reads the session again while unconfirmed.
  useEffect(() => onConfirmedElsewhere(() => void refresh()), [refresh]);
  const unconfirmed = user !== null && !user.emailVerified;
  useEffect(() => {
    if (!unconfirmed) return;
    const again = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [unconfirmed, refresh]);
  return <SessionContext.Provider value={{ user, loading, refresh }}>{children}</SessionContext.Provider>;
}

/** The current session; throws outside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
