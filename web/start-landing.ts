import { rememberMarkersFrom } from './onboarding/onboarding-storage';

/** The landing address of a visitor's first page; the server sends the welcome page's prerendered HTML for it. */
const START = /^\/will\/start\/?$/;

/**
 * Before the router starts on /will/start (a landing link, perhaps ?flow=charity or ?flow=employer): records what the
 * address says (the charity or employer marker, a will type, a referral code) and puts the welcome page's address in
 * its place, keeping the query, so the welcome page's prerendered HTML the server sent hydrates as drawn, with no
 * redirect. In-app links to /will/start still go through the route's redirect (web/routes.tsx).
 */
export function openStartLanding(location: Location, history: History): void {
  if (!START.test(location.pathname)) return;
  rememberMarkersFrom(new URLSearchParams(location.search));
  history.replaceState(history.state, '', `/will/start/welcome${location.search}${location.hash}`);
}
