import { prefetchSession } from './session/session-context';
import { wasSignedIn } from './session/signed-in-hint';
import { prefetchWill } from './will/will-context';
import { prefetchDraft } from './api/draft-api';

/** The will preview: its draft is asked for with the session and the will, not once they have answered. */
const PREVIEW_PAGE = /^\/will\/preview\/?$/;

/** Pages a visitor uses signed out: no will to load there. */
const SIGNED_OUT_PAGES = /^\/will\/(start|sign-in|register)(\/|$)/;

/**
 * Starts the requests every page needs before React renders, so none waits on another: the session always, and the
 * will when this browser was signed in last time and the page is not one for visitors. The step's code loads at the
 * same time (its route's loader, web/wizard/step-route-loader.ts); on the preview, its draft too.
 */
export function startEarlyRequests(path: string): void {
  prefetchSession();
  if (!wasSignedIn() || SIGNED_OUT_PAGES.test(path)) return;
  prefetchWill();
  if (PREVIEW_PAGE.test(path)) prefetchDraft();
}
