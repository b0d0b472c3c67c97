import { Link, Outlet, useNavigate } from "react-router-dom";
import { useSession } from "../session/session-context";
import { WillProvider } from "../will/will-context";
import { signOut } from "../api/auth-api";
import { ToastRegion } from "./toast";
import { EmailUnverifiedNotice } from "../session/email-unverified-notice";
import { SessionExpiry } from "../session/session-expiry";
import { wasSignedIn } from "../session/signed-in-hint";
import { useHydrated } from "./use-hydrated";
import copy from "../../schemas/copy/pages.json";
import accountCopy from "../../schemas/copy/account.json";
import privacyCopy from "../../schemas/copy/privacy.json";
import { LanguageSwitch } from "./language-switch";

/** The page frame: skip link, header with the account action, messages, the screen, footer. */
export function AppLayout() {
  const { user, loading, refresh } = useSession();
  // While the session loads, draw the header this browser had last time, so it does not change (and shift the
  // page) when a returning user's session arrives.
  // (The hint is this browser's: read once a prerendered page is hydrated.)
  const hydrated = useHydrated();
  const signedIn = user !== null || (loading && hydrated && wasSignedIn());
  const navigate = useNavigate();
  // Leave the signed-in page first, and wait until the router has (a step route loads its code before it moves):
  // were the session cleared on it, it would send the user to register.
  const leave = async () => {
    await navigate("/will/sign-in", { state: { signingOut: true } });
    await signOut().catch(() => undefined);
    await refresh();
  };
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipLink}
      </a>
      <header className="app-header">
        <Link className="app-header__name" to="/will/dashboard">
          {copy.appName}
        </Link>
        <div className="app-header__actions">
          <LanguageSwitch />
          {signedIn ? (
            <div className="app-header__account">
              <Link to="/will/account">{accountCopy.headerLink}</Link>
              <button type="button" className="link-button" onClick={leave}>
                {copy.signOut}
              </button>
            </div>
          ) : (
            <Link to="/will/sign-in">{copy.signInLink}</Link>
          )}
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <ToastRegion />
        <EmailUnverifiedNotice />
        <SessionExpiry />
        <WillProvider>
          <Outlet />
        </WillProvider>
      </main>
      <footer className="app-footer">
        {copy.footer} <Link to="/will/privacy">{privacyCopy.footerLink}</Link>
      </footer>
    </>
  );
}
