import { dashboardCards, stepRoute } from './dashboard-cards';
import type { SidebarState } from './dashboard-state';
import { nextStepToSubmit, type NextStep } from '../will/submit-readiness';
import type { Will } from '../will/will';

/** SPEC 2.1 routes the sidebar leads to. */
export const CHECKOUT_ROUTE = '/will/checkout';
const DOCUMENT_ROUTE = '/api/will/document.pdf';
/** The documents delivered beside the will. */
export const DELIVERED_DOCUMENT_ROUTES = {
  guide: '/api/will/document-signing-guide.pdf',
  letter: '/api/will/document-letter-of-wishes.pdf',
  instructions: '/api/will/document-instructions.pdf',
} as const;
export const BILLING_PORTAL_ROUTE = '/will/billing-portal';

/**
 * The one thing the sidebar offers for a state: go to a screen (a step, checkout), download the delivered will,
 * resubmit (free with an active subscription, otherwise through checkout), or nothing while the will is checked.
 * Submitting (checkout or resubmit) is `blocked` while the will may not be submitted, naming the step to finish.
 */
export type SidebarAction =
  | { kind: 'link'; route: string }
  | { kind: 'download'; route: string }
  | { kind: 'resubmit'; free: boolean }
  | { kind: 'blocked'; next: NextStep }
  | { kind: 'none' };

/** The route of the first step (in step order) whose card offers `action`, and is shown and enabled. */
function firstCardRoute(will: Will, today: string, action: 'fix' | 'get_started', submitted = false): string | undefined {
  const card = dashboardCards(will, today, { submitted }).find((c) => c.visible && !c.disabled && c.action === action);
  return card ? stepRoute(card.step.id) : undefined;
}

/**
 * The sidebar's button for `state` (SPEC 4.1): started and in_progress continue with the first step not yet passed;
 * ready_to_submit goes to checkout (Submit and pay); needs_attention to the first step with Fix;
 * reviewed_needs_attention resubmits; delivered downloads the will, or resubmits it once the answers differ from the
 * delivered will (`deliveredChanged`, engine/will/delivered-changes.ts); in_review has nothing to do, unless the purchase
 * was refunded: then checkout, to pay again. Checkout and Resubmit are blocked while engine/will/submit-readiness.ts
 * says the will may not be submitted, as checkout and the API refuse it.
 */
type AccountState = { subscriptionActive: boolean; refunded?: boolean; deliveredChanged?: boolean; submitted?: boolean };

export function sidebarAction(state: SidebarState, will: Will, today: string, account: AccountState): SidebarAction {
  const action = stateAction(state, will, today, account);
  const submits = action.kind === 'resubmit' || (action.kind === 'link' && action.route === CHECKOUT_ROUTE);
  const next = submits ? nextStepToSubmit(will, today) : null;
  return next ? { kind: 'blocked', next } : action;
}

/** The state's own action, before the submit rule. */
function stateAction(state: SidebarState, will: Will, today: string, account: AccountState): SidebarAction {
  switch (state) {
    case 'started':
    case 'in_progress': {
      const route = firstCardRoute(will, today, 'get_started');
      return route ? { kind: 'link', route } : { kind: 'none' };
    }
    case 'ready_to_submit':
      return { kind: 'link', route: CHECKOUT_ROUTE };
    case 'needs_attention': {
      const route = firstCardRoute(will, today, 'fix', account.submitted);
      return route ? { kind: 'link', route } : { kind: 'none' };
    }
    case 'reviewed_needs_attention':
      return { kind: 'resubmit', free: account.subscriptionActive };
    case 'delivered':
      // Changed since delivery: the delivered will no longer matches the answers, so it is resubmitted.
      return account.deliveredChanged ? { kind: 'resubmit', free: account.subscriptionActive } : { kind: 'download', route: DOCUMENT_ROUTE };
    case 'in_review':
      // A refunded purchase (submission CANCELLED, still in_review by SPEC 4.1) is checked again only once paid again.
      return account.refunded ? { kind: 'link', route: CHECKOUT_ROUTE } : { kind: 'none' };
  }
}

/**
 * Which panel of the sidebar copy the dashboard shows: the state's own, except that a refunded purchase (a CANCELLED
 * submission, which SPEC 4.1 counts as in_review) says so instead of "We're checking your will", and a delivered
 * will whose answers changed since says that it no longer matches them.
 */
export function sidebarPanel(state: SidebarState, refunded: boolean, deliveredChanged = false): SidebarState | 'refunded' | 'delivered_changed' {
  if (state === 'delivered' && deliveredChanged) return 'delivered_changed';
  return summaryLine(state, refunded);
}

/** Which summary line heads My Will: the state's own, except that a refunded purchase says so (as its panel does). */
export function summaryLine(state: SidebarState, refunded: boolean): SidebarState | 'refunded' {
  return state === 'in_review' && refunded ? 'refunded' : state;
}
