// Test and Storybook support: the real step routes in a memory router, over a fake session and an in-memory will
// (no server), with toasts. Free of Testing Library and Vitest so stories can draw steps through it too.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { Will } from '../../engine/will/will';
import type { WillState } from '../api/will-api';
import type { SessionUser } from '../api/auth-api';
import { stepRoutes } from '../routes';
import { SessionContext } from '../session/session-context';
import { ToastProvider, ToastRegion } from '../ui/toast';
import { WillContext, type WillStore } from '../will/will-context';
import { StepDisplayContext } from './step-display';
import { loadFormKinds, loadStepFields } from './kinds/lazy-form-kinds';
import { providePageConfig } from '../will/page-config';
import type { PageConfig } from '../../engine/steps/page-config';
import { loadStepFile } from './step-file-loader';
import { flowMoves } from './flows';
import { stepRoutes as routeOfStep } from './step-index';
import { ApiSourcesContext, type ApiSource } from './api-source';
import type { ApiSourceName } from './page-part-names';

// The app loads the form kinds, our fields, the flows and each step file as chunks of their own; tests and stories
// have them loaded before the first step.
await Promise.all([loadFormKinds(), loadStepFields(), flowMoves.load(), ...Object.keys(routeOfStep).map(loadStepFile)]);
/**
 * The page configuration of tests and stories: the server's defaults, with the LPA register-interest page on so its
 * step (enabledBy) can be drawn.
 */
export const HARNESS_PAGE_CONFIG: PageConfig = {
  reactivate_will_enabled: false,
  additional_estate_flow_question: false,
  lpa_register_interest_enabled: true,
  will_price: 9000,
  printing_service_enabled: true,
  partner_discount_percentage: 25,
  contact_phone: '0800 000 0000',
  support_email: 'help@willwriter.example',
  retention_unpaid_draft_days: 365,
  review_working_days: 5,
};
// No server here to ask for it.
providePageConfig(HARNESS_PAGE_CONFIG);

/**
 * jsdom has <dialog> without showModal or close: this gives it the two, and Escape's `cancel` event, as browsers
 * do, so the app's Dialog opens (and Testing Library sees it) in tests. Browsers (Storybook) keep their own.
 */
function polyfillDialog() {
  if (typeof HTMLDialogElement === 'undefined') return;
  const dialogs: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  if (dialogs.showModal) return;
  const escape = (event: KeyboardEvent) => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (event.key !== 'Escape' || !dialog.open) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  dialogs.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', escape);
    // As browsers do: focus moves into the dialog, to its autofocus element or else its first focusable one.
    const first = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>('button, [href], input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])');
    first?.focus();
  };
  dialogs.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.removeEventListener('keydown', escape);
    this.dispatchEvent(new Event('close'));
  };
}
polyfillDialog();

/** The signed-in user of every harness that has one. */
export const HARNESS_USER: SessionUser = { hashid: 'story', name: 'Jane Smith', email: 'jane@example.com' };

/** A will as GET /api/will answers it: people and the partner charity apart from the sections (the inverse of `willOf`). */
export function willStateOf(will: Will, revision = 1): WillState {
  const { relations = {}, children = {}, partnerCharity = null, ...sections } = will;
  return { will: sections, people: { relations, children }, submission: null, subscription: null, paid: false, partner_charity: partnerCharity, revision };
}

/** Where a route outside the steps (the dashboard, a flow's final state) would be: its path, for tests to read. */
function ElsewhereScreen() {
  const location = useLocation();
  return (
    <p className="page" data-testid="elsewhere">
      {`${location.pathname}${location.hash}`}
    </p>
  );
}

/**
 * A memory router over every step route, starting at `url` (with history `state`, e.g. the step the user came
 * from); any other path draws ElsewhereScreen.
 */
export function createStepRouter(url: string, extraRoutes: RouteObject[] = [], state?: unknown) {
  const entry = state === undefined ? url : { pathname: url, state };
  return createMemoryRouter([...extraRoutes, ...stepRoutes, { path: '*', element: <ElsewhereScreen /> }], { initialEntries: [entry] });
}

/** An in-memory will store: every save lands (`{ok: true}`), replaces the will and is reported to `onSave`. */
export function useMemoryWillStore(initial: Will | null, onSave?: (will: Will) => void): WillStore {
  const [state, setState] = useState<WillState | null>(() => (initial ? willStateOf(initial) : null));
  const saved = useRef(onSave);
  saved.current = onSave;
  const noop = useCallback(() => {}, []);
  const reload = useCallback(async () => {}, []);
  const save = useCallback(async (will: Will) => {
    saved.current?.(will);
    setState((previous) => willStateOf(will, (previous?.revision ?? 0) + 1));
    return { ok: true as const };
  }, []);
  return useMemo(() => ({ state, loadError: null, load: noop, reload, save }), [state, noop, reload, save]);
}

export type StepHarnessProps = {
  router: ReturnType<typeof createStepRouter>;
  /** The will the store starts with; null for screens that need none (onboarding, the account forms). */
  will: Will | null;
  /** Who is signed in; null for a visitor. */
  user?: SessionUser | null;
  /** Show every error at once, as after a submit (the Error stories). */
  showErrors?: boolean;
  onSave?: (will: Will) => void;
  /** Sources standing in for the API's (stories): keep the same object between renders. */
  apiSources?: Partial<Record<ApiSourceName, ApiSource>>;
  children?: ReactNode;
};

/** The app's providers around `router`, faked: session, will store, toasts, how steps are displayed and, given, the API's sources. */
export function StepHarness({ router, will, user = HARNESS_USER, showErrors = false, onSave, apiSources }: StepHarnessProps) {
  const store = useMemoryWillStore(will, onSave);
  const session = useMemo(() => ({ user, loading: false, refresh: async () => user }), [user]);
  const display = useMemo(() => ({ showErrors }), [showErrors]);
  return (
    <SessionContext.Provider value={session}>
      <WillContext.Provider value={store}>
        <StepDisplayContext.Provider value={display}>
          <ApiSourcesContext.Provider value={apiSources ?? null}>
            <ToastProvider>
              <ToastRegion />
              <RouterProvider router={router} />
            </ToastProvider>
          </ApiSourcesContext.Provider>
        </StepDisplayContext.Provider>
      </WillContext.Provider>
    </SessionContext.Provider>
  );
}

export const SAMPLE_PARTNER = '0a0a0a0a-0000-4000-8000-000000000001';
export const SAMPLE_CHILD = '0a0a0a0a-0000-4000-8000-000000000002';
export const SAMPLE_PET = '0a0a0a0a-0000-4000-8000-000000000003';
export const SAMPLE_CHARITY = '0a0a0a0a-0000-4000-8000-000000000004';

/** A will with step 1 passed and nothing else: family steps may be entered. */
export function startedWill(): Will {
  return { schemaVersion: 2, passedSteps: [1] };
}

/**
 * A sample will with fixed uuids: About You, Family and Financial answered (steps 1, 2 and 4, so every later step may
 * be entered), Married to John, a daughter of 10 (on 2025) and a dog with John as their guardian, a bank account, a
 * house, and funeral and other wishes.
 */
export function sampleWill(): Will {
  const address = '10 Downing Street, London, SW1A 2AA, UK';
  return {
    schemaVersion: 2,
    passedSteps: [1, 2, 4],
    userInfo: { title: 'Ms.', fullName: 'Jane Smith', birthday: '1985-03-27', address, manualAddress: false, phoneNumber: '01632 960 001' },
    maritalStatus: { id: 3, comc: null },
    partner: SAMPLE_PARTNER,
    relations: { [SAMPLE_PARTNER]: { title: 'Mr.', fullName: 'John Smith', birthday: '1984-07-01', address, hasUserAddress: true } },
    children: { [SAMPLE_CHILD]: { fullName: 'Amy Smith', birthday: '2015-05-05', address, hasUserAddress: true } },
    pets: { [SAMPLE_PET]: { name: 'Rex', type: 'dog', hasPetCarePlan: false } },
    guardians: { [SAMPLE_CHILD]: [SAMPLE_PARTNER], [SAMPLE_PET]: [SAMPLE_PARTNER] },
    assets: [
      { selector: 'bankAcount', value: 'Barclays' },
      { selector: 'property', value: { address, mortgage: 'Yes', owner: 'I own jointly with someone else', hasUserAddress: true } },
    ],
    funeralWishes: { funeralType: 'cremated', funeralTypeOther: null, finalRestingPlace: 'Scattered on the South Downs', additionalWishes: ['Bright colours, please'] },
    otherWishes: { wish: 'Please look after my garden', disinherit: null },
    executorCategory: 3,
    executors: [{ type: 'person', uuid: SAMPLE_PARTNER }, { type: 'guardian-angel', uuid: null }],
    gifts: [
      { type: 'oneoff', itemDesc: 'My gold watch', moreInfo: 'Wear it well', beneficiaries: [SAMPLE_PARTNER] },
      { type: 'money', itemDesc: '500', moreInfo: null, beneficiaries: [SAMPLE_CHILD] },
    ],
    charity: { [SAMPLE_CHARITY]: { id: '202918', name: 'Oxfam', regNumber: '202918' } },
    partnerCharity: { id: '1089464', name: 'Cancer Research UK', registered_number: '1089464', logo_url: null, is_giftable: true },
    charityInterest: true,
    estate_split_type: 'other',
    residueFallback: { type: 'charities', charities: [SAMPLE_CHARITY] },
    trustAge: 21,
    estate: [
      { amount: 80, message: 'With love', beneficiary: { type: 'person', uuid: SAMPLE_PARTNER }, entryType: 'manual', substituteType: 'remaining_beneficiaries', substitutes: [] },
      { amount: 20, message: null, beneficiary: { type: 'charity', uuid: SAMPLE_CHARITY }, entryType: 'search', substituteType: null, substitutes: [] },
    ],
  };
}
