import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from './session-context';
import { extendSession, sessionExpiry } from '../api/account-api';
import { SESSION_ENDED_EVENT } from '../api/client';
import { signOut } from '../api/auth-api';
import { keepNotedAnswer } from '../wizard/kept-answer';
import { Dialog } from '../ui/dialog';
import { SESSION_WARNING_SECONDS } from '../../engine/account/session-policy';
import copy from '../../schemas/copy/account.json';
import { focusOnMount } from '../ui/focus-on-mount';

type Phase = 'quiet' | 'warning' | 'ended';

/**
 * Watches the session's expiry (30 minutes idle, 12 hours at most). A minute before it, a dialog offers
 * 'Stay signed in'; at the 12-hour cap, where staying does not move the expiry, it says the user must sign in again
 * and offers that instead; when it has ended (or the server answers 401), what the user was typing is kept
 * (web/wizard/kept-answer.ts) and 'Sign in again' leads back here through sign-in. The expiry is read from the
 * server each time, since any request of the app (or another tab) moves it on.
 */
export function SessionExpiry() {
  const { user, refresh, expiresAt: readExpiry = null } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [phase, setPhase] = useState<Phase>('quiet');
  const [expiresAt, setExpiresAt] = useState<Date | null>(null);
  /** 'Stay signed in' was answered with no later expiry: the session is at its 12-hour cap. */
  const [capped, setCapped] = useState(false);
  const titleId = useId();
  const signedIn = Boolean(user);

  const owner = user?.hashid;
  const end = useCallback(() => {
    if (owner) keepNotedAnswer(owner);
    setPhase('ended');
  }, [owner]);
  const apply = useCallback(
    (next: Date | null) => {
      if (!next || next.getTime() <= Date.now()) return end();
      setExpiresAt(next);
      setPhase(next.getTime() - Date.now() <= SESSION_WARNING_SECONDS * 1000 ? 'warning' : 'quiet');
    },
    [end],
  );
  const check = useCallback(async () => apply(await sessionExpiry().catch(() => null)), [apply]);

  useEffect(() => {
    if (!signedIn) {
      setExpiresAt(null);
      setPhase('quiet');
      setCapped(false);
      return;
    }
    // The session's own reading carried its expiry: no second request to learn it as the page loads.
    if (readExpiry) apply(readExpiry);
    else void check();
    const ended = () => void check();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [signedIn, check, apply, readExpiry]);

  // Wake at the warning time, then at the expiry itself, and look again.
  useEffect(() => {
    if (!expiresAt || phase === 'ended') return;
    const warnAt = expiresAt.getTime() - SESSION_WARNING_SECONDS * 1000;
    // A warning time already past (the timer set late, or the computer asleep) is looked at once, except after the
    // notice of the cap was closed: that one is not shown again before the session ends.
    const wakeAt = phase === 'quiet' && (warnAt > Date.now() || !capped) ? warnAt : expiresAt.getTime();
    const timer = setTimeout(() => void check(), Math.max(0, wakeAt - Date.now()) + 250);
    return () => clearTimeout(timer);
  }, [expiresAt, phase, capped, check]);

  const here = useRef(`${pathname}${search}`);
  here.current = `${pathname}${search}`;
  const stay = async () => {
    const next = await extendSession().catch(() => null);
    if (!next) return end();
    setExpiresAt(next);
    if (next.getTime() - Date.now() <= SESSION_WARNING_SECONDS * 1000) return setCapped(true);
    setPhase('quiet');
  };
  const signInAgain = async () => {
    setPhase('quiet');
    await navigate(`/will/sign-in?${new URLSearchParams({ redirect: here.current })}`, { state: { signingOut: true } });
    await refresh();
  };
  const leave = async (thenBackHere = false) => {
    if (thenBackHere && owner) keepNotedAnswer(owner);
    setPhase('quiet');
    const query = thenBackHere ? `?${new URLSearchParams({ redirect: here.current })}` : '';
    await navigate(`/will/sign-in${query}`, { state: { signingOut: true } });
    await signOut().catch(() => undefined);
    await refresh();
  };

  if (!signedIn || phase === 'quiet') return null;
  const warning = phase === 'warning';
  const title = !warning ? copy.expiry.endedTitle : capped ? copy.expiry.cappedTitle : copy.expiry.warningTitle;
  const text = !warning ? copy.expiry.endedText : capped ? copy.expiry.cappedText : copy.expiry.warningText;
  // Closing the notice of the cap leaves the user to carry on until the session ends (the ended dialog then).
  const close = () => (!warning ? void signInAgain() : capped ? setPhase('quiet') : void stay());
  return (
    <Dialog labelledBy={titleId} onClose={close} className="dialog--confirm">
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <p>{text}</p>
      <div className="step__actions">
        {warning && !capped && (
          <>
            <button type="button" className="button" autoFocus ref={focusOnMount} onClick={() => void stay()}>
              {copy.expiry.stay}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void leave()}>
              {copy.expiry.signOut}
            </button>
          </>
        )}
        {warning && capped && (
          <button type="button" className="button" autoFocus ref={focusOnMount} onClick={() => void leave(true)}>
            {copy.expiry.signInAgain}
          </button>
        )}
        {!warning && (
          <button type="button" className="button" autoFocus ref={focusOnMount} onClick={() => void signInAgain()}>
            {copy.expiry.signInAgain}
          </button>
        )}
      </div>
    </Dialog>
  );
}
