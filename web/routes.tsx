import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, useLocation, useSearchParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './ui/app-layout';
import { Loading } from './ui/loading';
import { RequireAuth } from './session/require-auth';
import { NotFoundScreen } from './screens/not-found-screen';
import { ScrollToHash } from './ui/scroll-to-hash';
import { rememberMarkersFrom } from './onboarding/onboarding-storage';
import { stepFiles } from './wizard/step-files';
import { routerPath, stepUrl } from './wizard/step-route-paths';
import { flowRoutes } from '../flows/flow-runner';

const StepRoute = lazy(() => import('./wizard/step-screen').then((module) => ({ default: module.StepRoute })));
const screens = {
  dashboard: lazy(() => import('./screens/dashboard/dashboard-screen')),
  preview: lazy(() => import('./screens/preview/will-preview-screen')),
};

function load(Screen: LazyExoticComponent<ComponentType>) {
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
  return <Navigate to={`${stepUrl('onboarding-welcome')}${location.search}`} replace />;
}

/**
 * The routes of the app (SPEC 2.1), generated: one per step file (its `route`, drawn by the generic StepRoute,
 * which finds the step by `handle`), each flow's parent route redirecting to its first step (from the machines),
 * and the few screens that are not steps. Every /will route but onboarding and the account forms needs a session.
 */
export const stepRoutes: RouteObject[] = [
  ...Object.values(stepFiles).map((step) => ({ path: routerPath(step.route), handle: { stepId: step.id }, element: load(StepRoute) })),
  ...flowRoutes().map(({ route, stepId }) => ({ path: route, element: <Navigate to={stepUrl(stepId)} replace /> })),
];

export const router = createBrowserRouter([
  {
    path: '/will',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/will/dashboard" replace /> },
      { path: 'start', element: <StartRedirect /> },
      ...stepRoutes,
      { path: 'dashboard', element: <RequireAuth>{load(screens.dashboard)}</RequireAuth> },
      { path: 'preview', element: <RequireAuth>{load(screens.preview)}</RequireAuth> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
  { path: '*', element: <Navigate to="/will" replace /> },
]);
