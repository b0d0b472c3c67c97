import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchSession, type SessionAnswer, type SessionUser } from '../api/auth-api';
import { rememberSignedIn } from './signed-in-hint';
import { noteConfirmed, onConfirmedElsewhere } from './verification-sent';

/**
 * Who is signed in; `expiresAt` is when the session expires as its last reading said (absent where a session is
 * provided without a server: Storybook, tests), so the expiry watch need not ask again.
 */
export type Session = { user: SessionUser | null; loading: boolean; refresh: () => Promise<SessionUser | null>; expiresAt?: Date | null };

/** Exported for Storybook and tests, which provide a session without a server. */
export const SessionContext = createContext<Session | null>(null);

let early: Promise<SessionAnswer | null> | null = null;

/** Starts reading the session before React first renders (web/early-requests.ts); the provider's first read takes it. */
export function prefetchSession(): void {
  early = fetchSession().catch(() => null);
}

/**
 * Holds who is signed in, read once from the server (or `initial`: as the server read it for the page it drew) and
 * refreshed after sign-in, sign-up and sign-out, when another page announces a change, and on returning to the page
 * while the address is unconfirmed.
 */
export function SessionProvider({ initial, children }: { initial?: SessionAnswer; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(initial?.user ?? null);
  const [expiresAt, setExpiresAt] = useState<Date | null>(initial?.expiresAt ?? null);
  const [loading, setLoading] = useState(initial === undefined);
  const read = useCallback(async (first: boolean) => {
    const pending = early;
    early = null;
    const answer = await (pending ?? fetchSession().catch(() => null));
    const next = answer?.user ?? null;
    rememberSignedIn(next !== null);
    if (next?.emailVerified) noteConfirmed(next.hashid);
    const apply = () => {
      setUser(next);
      setExpiresAt(answer?.expiresAt ?? null);
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
  // A page the server drew signed in (../first-answers) came with its session: nothing to ask until it changes.
  const [given] = useState(initial);
  useEffect(() => {
    if (!given) return void read(true);
    rememberSignedIn(true);
    if (given.user.emailVerified) noteConfirmed(given.user.hashid);
  }, [read, given]);
  // An address confirmed in another tab (or on another device) shows here without a reload: the page the followed
  // link opened tells this browser's other pages, and coming back to the page reads the session again while unconfirmed.
  useEffect(() => onConfirmedElsewhere(() => void refresh()), [refresh]);
  const unconfirmed = user !== null && !user.emailVerified;
  useEffect(() => {
    if (!unconfirmed) return;
    // Only a return counts: the page's own first focus, as it loads, is not a reason to ask again.
    let away = document.visibilityState !== 'visible';
    const leave = () => {
      away = true;
    };
    const again = () => {
      if (document.visibilityState === 'hidden') return leave();
      if (!away) return;
      away = false;
      void refresh();
    };
    window.addEventListener('blur', leave);
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [unconfirmed, refresh]);
  return <SessionContext.Provider value={{ user, loading, refresh, expiresAt }}>{children}</SessionContext.Provider>;
}

/** The current session; throws outside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
