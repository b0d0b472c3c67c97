import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useSearchParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './ui/app-layout';
import { BareLayout } from './ui/bare-layout';
import { Loading } from './ui/loading';
import { RequireAuth } from './session/require-auth';
import { NotFoundScreen } from './screens/not-found-screen';
import { ScrollToHash } from './ui/scroll-to-hash';
import { loadedOnce, useLoaded } from './ui/loaded-once';
import { rememberMarkersFrom } from './onboarding/onboarding-storage';
import { routerPath } from './wizard/router-path';
import { stepRoutes as routeOfStep } from './wizard/step-index';

/** The step screen's code: the step routes' element and their loader (which it carries) load it alike. */
const stepScreen = loadedOnce(() => import('./wizard/step-screen'));

/** Every step's page: drawn at once when its route's loader has run, which loaded the step screen. */
function StepScreen() {
  const { StepRoute } = useLoaded(stepScreen);
  return <StepRoute />;
}
const FlowRedirect = lazy(() => import('./wizard/flow-redirect'));

// Only each step file's route is read here (./wizard/step-index), so the first page loads no step, schema or flow
// code: the step screen and the flows load with the first step drawn, and each step's file with that step.
const stepRouteList = Object.entries(routeOfStep).map(([id, route]) => ({ id, route }));

/** The parents of step routes (`/will/family` of `/will/family/marital`), which redirect to their flow's first step. */
const flowParents = [...new Set(stepRouteList.map(({ route }) => route.split('/').slice(0, 3).join('/')))].filter(
  (parent) => parent !== '/will/start' && !stepRouteList.some(({ route }) => route === parent),
);

/** A screen of the legal team's console behind RequireReviewer, both loaded with the screen (not in every page's entry). */
function reviewersOnly(screen: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ RequireReviewer }, { default: Screen }] = await Promise.all([import('./session/require-reviewer'), screen()]);
    return { default: () => <RequireReviewer><Screen /></RequireReviewer> };
  });
}

const screens = {
  dashboard: lazy(() => import('./screens/dashboard/dashboard-screen')),
  preview: lazy(() => import('./screens/preview/will-preview-screen')),
  checkout: lazy(() => import('./screens/checkout/checkout-screen')),
  charityContact: lazy(() => import('./screens/checkout/charity-contact-screen')),
  checkoutComplete: lazy(() => import('./screens/checkout/checkout-complete-screen')),
  billingPortal: lazy(() => import('./screens/billing/billing-portal-screen')),
  reviewQueue: reviewersOnly(() => import('./screens/review/review-queue-screen')),
  reviewSubmission: reviewersOnly(() => import('./screens/review/review-submission-screen')),
  reviewMirror: reviewersOnly(() => import('./screens/review/review-mirror-screen')),
  reviewTeam: reviewersOnly(() => import('./screens/review/review-team-screen')),
  account: lazy(() => import('./screens/account/account-screen')),
  emailVerified: lazy(() => import('./screens/account/email-verified-screen')),
  privacy: lazy(() => import('./screens/privacy/privacy-screen')),
  twoFactorSetUp: lazy(() => import('./screens/two-factor/set-up-screen')),
  twoFactorVerify: lazy(() => import('./screens/two-factor/verify-screen')),
  mirrorAccept: lazy(() => import('./screens/mirror/mirror-accept-screen')),
  whatHasChanged: lazy(() => import('./screens/keeping-current/what-has-changed-screen')),
  unsubscribe: lazy(() => import('./screens/keeping-current/unsubscribe-screen')),
};

function load(Screen: ComponentType) {
  return (
    <Suspense fallback={<Loading />}>
      <ScrollToHash />
      <Screen />
    </Suspense>
  );
}

/** /will/start keeps the charity or employer marker from the URL, then opens the welcome question. */
function StartRedirect() {
  const [params] = useSearchParams();
  const location = useLocation();
  rememberMarkersFrom(params);
  return <Navigate to={`/will/start/welcome${location.search}`} replace />;
}

/** The id of a step's route: its loader's data is named by it (`prerenderedLoaderData`). */
const stepRouteId = (stepId: string) => `step:${stepId}`;

/**
 * The routes of the app (SPEC 2.1), generated: one per step file (its `route`, drawn by the generic StepRoute,
 * which finds the step by `handle`), each flow's parent route redirecting to its first step (from the machines),
 * and the few screens that are not steps. Every /will route but onboarding and the account forms needs a session.
 * A step's route loads what the step needs before the router moves to it (./wizard/step-route-loader), so moving
 * between steps keeps the page until the next is ready to draw whole; a page opened from its address shows the
 * spinner (`hydrateFallbackElement`) until then, under the page's header.
 */
export const stepRoutes: RouteObject[] = [
  ...stepRouteList.map(({ id, route }) => ({
    id: stepRouteId(id),
    path: routerPath(route),
    handle: { stepId: id },
    loader: () => stepScreen.load().then((screen) => screen.loadStepRoute(id)),
    hydrateFallbackElement: <Loading />,
    element: load(StepScreen),
  })),
  ...flowParents.map((parent) => ({ path: parent, element: load(FlowRedirect) })),
];

/** SPEC 2.1: the book-a-call pages (/will/schedule-call and its confirmation) are drawn without the header. */
const isBare = (route: RouteObject) => route.path === '/will/schedule-call' || Boolean(route.path?.startsWith('/will/schedule-call/'));

/** Every route of the app: the browser's router (web/main.tsx) and the build's prerender (web/prerender.tsx) use them alike. */
export const appRoutes: RouteObject[] = [
  {
    path: '/will',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/will/dashboard" replace /> },
      { path: 'start', element: <StartRedirect /> },
      ...stepRoutes.filter((route) => !isBare(route)),
      { path: 'dashboard', element: <RequireAuth>{load(screens.dashboard)}</RequireAuth> },
      { path: 'preview', element: <RequireAuth>{load(screens.preview)}</RequireAuth> },
      { path: 'checkout', element: <RequireAuth>{load(screens.checkout)}</RequireAuth> },
      { path: 'checkout-charity-contact', element: <RequireAuth>{load(screens.charityContact)}</RequireAuth> },
      { path: 'checkout-complete', element: <RequireAuth>{load(screens.checkoutComplete)}</RequireAuth> },
      { path: 'billing-portal', element: <RequireAuth>{load(screens.billingPortal)}</RequireAuth> },
      { path: 'account', element: <RequireAuth>{load(screens.account)}</RequireAuth> },
      { path: 'email-verified', element: load(screens.emailVerified) },
      { path: 'privacy', element: load(screens.privacy) },
      // The second factor, set up by a signed-in user; asked for at sign-in before there is a session.
      { path: 'two-factor', element: <RequireAuth>{load(screens.twoFactorSetUp)}</RequireAuth> },
      { path: 'two-factor/verify', element: load(screens.twoFactorVerify) },
      // Mirror wills: the invitation's link handles a signed-out visitor itself (sign-up and back).
      { path: 'mirror/accept', element: load(screens.mirrorAccept) },
      // Keeping a delivered will current: the check-in email's page, and its unsubscribe link (no sign-in needed).
      { path: 'what-has-changed', element: <RequireAuth>{load(screens.whatHasChanged)}</RequireAuth> },
      { path: 'unsubscribe', element: load(screens.unsubscribe) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
  // SPEC 2.1: booking a call (its steps) has no header and no back button.
  { element: <BareLayout><Outlet /></BareLayout>, children: stepRoutes.filter(isBare) },
  // The legal team's console: reviewers only, outside the will writer's /will.
  {
    path: '/review',
    element: <AppLayout />,
    children: [
      { index: true, element: load(screens.reviewQueue) },
      { path: 'submissions/:id', element: load(screens.reviewSubmission) },
      { path: 'submissions/:id/mirror/:otherId', element: load(screens.reviewMirror) },
      { path: 'team', element: load(screens.reviewTeam) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
  { path: '*', element: <Navigate to="/will" replace /> },
];

/**
 * The router's data for a page the build prerendered (web/main.tsx): its step route's loader has run, so the router
 * draws the page at once (as the prerender did) instead of its loading fallback. The step waits for its file and
 * code itself while hydrating (../wizard/step-file-loader), with the prerendered HTML on screen.
 */
export function prerenderedLoaderData(pathname: string): Record<string, null> {
  const stepId = stepIdAt(pathname);
  return stepId ? { [stepRouteId(stepId)]: null } : {};
}

/** The step a path draws (its route's `handle`), if it is a step's page: its file is loaded before a prerendered page hydrates. */
export function stepIdAt(pathname: string): string | undefined {
  const handle = matchRoutes(appRoutes, pathname)?.at(-1)?.route.handle as { stepId?: string } | undefined;
  return handle?.stepId;
}
