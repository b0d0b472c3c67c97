import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AppLayout } from './ui/app-layout';
import { Loading } from './ui/loading';
import { RequireAuth } from './session/require-auth';
import { NotFoundScreen } from './screens/not-found-screen';
import { ScrollToHash } from './ui/scroll-to-hash';
import { rememberMarkersFrom } from './onboarding/onboarding-storage';

const screens = {
  onboarding: lazy(() => import('./screens/onboarding/onboarding-screen')),
  register: lazy(() => import('./screens/auth/register-screen')),
  signIn: lazy(() => import('./screens/auth/sign-in-screen')),
  aboutYou: lazy(() => import('./screens/about-you-screen')),
  dashboard: lazy(() => import('./screens/dashboard/dashboard-screen')),
  referPartner: lazy(() => import('./screens/refer-partner-screen')),
  preview: lazy(() => import('./screens/preview/will-preview-screen')),
};

function load(Screen: LazyExoticComponent<ComponentType>, auth: boolean) {
  const screen = (
    <Suspense fallback={<Loading />}>
      <ScrollToHash />
      <Screen />
    </Suspense>
  );
  return auth ? <RequireAuth>{screen}</RequireAuth> : screen;
}

/** /will/start keeps the charity or employer marker from the URL, then opens the welcome question. */
function StartRedirect() {
  const [params] = useSearchParams();
  const location = useLocation();
  rememberMarkersFrom(params);
  return <Navigate to={`/will/start/welcome${location.search}`} replace />;
}

/** The SPEC 2.1 route table; every screen is loaded lazily. */
export const router = createBrowserRouter([
  {
    path: '/will',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/will/dashboard" replace /> },
      { path: 'start', element: <StartRedirect /> },
      { path: 'start/:slug', element: load(screens.onboarding, false) },
      { path: 'register', element: load(screens.register, false) },
      { path: 'sign-in', element: load(screens.signIn, false) },
      { path: 'yourself', element: load(screens.aboutYou, true) },
      { path: 'dashboard', element: load(screens.dashboard, true) },
      { path: 'refer-partner', element: load(screens.referPartner, true) },
      { path: 'preview', element: load(screens.preview, true) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
  { path: '*', element: <Navigate to="/will" replace /> },
]);
