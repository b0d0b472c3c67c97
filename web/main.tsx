// First: every content file reads in the page's language from the first module on (a Welsh page starts loading its layers).
import { pageLayersLoaded } from './i18n/page-language';
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
import { FirstAnswersProvider, readFirstAnswers } from './first-answers';
import { keepPageOnFailure } from './ui/hydration-failure';
import { SESSION_PATH, sessionAnswerOf, type SessionBody } from './api/auth-api';
import { CONFIG_PATH, providePageConfig } from './will/page-config';
import type { PageConfig } from '../engine/steps/page-config';
import './styles/tokens.css';
import './styles/base.css';
import './styles/wizard.css';
import './widgets/widgets.css';

openStartLanding(window.location, window.history);
// A signed-in page the server drew (server/routes/signed-in-page.ts) came with the answers it was drawn from.
const first = readFirstAnswers(document);
const drawnHere = first?.page === window.location.pathname ? first : null;
if (drawnHere) providePageConfig(drawnHere.answers[CONFIG_PATH] as PageConfig);
else startEarlyRequests(window.location.pathname);

/** Draws the app, or hydrates the page's HTML. */
function start(): void {
  const root = document.getElementById('root')!;
  // A page the build prerendered (scripts/prerender.ts) or the server drew is hydrated: its HTML stays on screen while
  // the code it needs loads.
  const prerendered = root.firstElementChild !== null;
  const router = createBrowserRouter(appRoutes, prerendered ? { hydrationData: { loaderData: prerenderedLoaderData(window.location.pathname) } } : {});
  // SPEC 2.2: checkout knows which page the user came from (entering it from the pages after payment leads to My Will).
  notePath(router.state.location.pathname);
  router.subscribe((state) => notePath(state.location.pathname));

  const app = (
    <StrictMode>
      <HydrationProvider prerendered={prerendered}>
        <SessionProvider initial={sessionAnswerOf(drawnHere?.answers[SESSION_PATH] as SessionBody | undefined) ?? undefined}>
          <FirstAnswersProvider first={drawnHere}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </FirstAnswersProvider>
        </SessionProvider>
      </HydrationProvider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app, { onUncaughtError: keepPageOnFailure(root) });
  else createRoot(root).render(app);
}

// A Welsh page draws once its layers are in (one chunk; the prerendered or server-drawn HTML stays on screen meanwhile),
// so it draws, or hydrates, in Welsh from the first frame; an English page has nothing to wait for. (`then`, not a
// top-level `await`: with one in the entry, Rolldown splits the app into many more chunks, heavier on every page.)
void pageLayersLoaded.then(start);
