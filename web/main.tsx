// First: every content file reads in the page's language from the first module on.
import './i18n/page-language';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes, prerenderedLoaderData } from './routes';
import { SessionProvider } from './session/session-context';
import { ToastProvider } from './ui/toast';
import { HydrationProvider } from './ui/use-hydrated';
import { startEarlyRequests } from './early-requests';
import { notePath } from './screens/checkout/previous-path';
import { openStartLanding } from './start-landing';
import './styles/tokens.css';
import './styles/base.css';
import './styles/wizard.css';
import './widgets/widgets.css';

openStartLanding(window.location, window.history);
startEarlyRequests(window.location.pathname);

const root = document.getElementById('root')!;
// A page the build prerendered (scripts/prerender.ts) is hydrated: its HTML stays on screen while the code it needs loads.
const prerendered = root.firstElementChild !== null;
const router = createBrowserRouter(appRoutes, prerendered ? { hydrationData: { loaderData: prerenderedLoaderData(window.location.pathname) } } : {});
// SPEC 2.2: checkout knows which page the user came from (entering it from the pages after payment leads to My Will).
notePath(router.state.location.pathname);
router.subscribe((state) => notePath(state.location.pathname));

const app = (
  <StrictMode>
    <HydrationProvider prerendered={prerendered}>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </HydrationProvider>
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
