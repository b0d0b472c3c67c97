// The server's render of a signed-in page (server/routes/signed-in-page.ts), run in Node from the build
// (scripts/prerender.ts builds it beside the prerender): the page at a URL drawn to HTML with the app's own routes,
// step files and components, from the session and the answers the server read for that user, as the browser's first
// render draws it (web/main.tsx hydrates it).
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes, stepIdAt } from './routes';
import { SessionProvider } from './session/session-context';
import { ToastProvider } from './ui/toast';
import { HydrationProvider } from './ui/use-hydrated';
import { FirstAnswersProvider, firstAnswersScript, type FirstAnswers } from './first-answers';
import { loadStepFile } from './wizard/step-file-loader';
import { isPublic } from './wizard/flows';
import { SESSION_PATH, sessionAnswerOf, type SessionBody } from './api/auth-api';
import { WILL_PATH } from './api/will-api';
import { CART_PATH } from './api/cart-api';
import { CHECKOUT_STATUS_PATH } from './api/checkout-api';
import { CONFIG_PATH, providePageConfig } from './will/page-config';
import type { PageConfig } from '../engine/steps/page-config';

import { modulesOf as pageModules } from './page-modules';
export { SESSION_PATH } from './api/auth-api';

/** The screens drawn signed in that are not steps, with the answers each needs beyond the session, will and configuration. */
const SCREENS: Record<string, string[]> = { '/will/dashboard': [], '/will/checkout': [CART_PATH, CHECKOUT_STATUS_PATH] };

/**
 * The GET answers the page at `pathname` needs drawn on the server, the session's first, or null when the server does
 * not draw it (a page a visitor sees signed out, a question that depends on answers only their browser holds, a
 * screen that is not one of these): that page gets the app's shell as before.
 */
export async function answersFor(pathname: string): Promise<string[] | null> {
  const base = [SESSION_PATH, CONFIG_PATH, WILL_PATH];
  const screen = SCREENS[pathname];
  if (screen) return [...base, ...screen];
  const stepId = stepIdAt(pathname);
  const step = stepId ? await loadStepFile(stepId) : undefined;
  // A modal step opened by its address is drawn over its parent step in the browser, as before: drawn here it
  // hydrated with a different text (tests/e2e/guardians-financial.test.ts, the reload of the add-a-guardian modal).
  return step && !isPublic(step) && step.presentation !== 'modal' ? base : null;
}

/**
 * What the server knows of the request the page is drawn for: its URL (path and query), and the answers read for
 * its signed-in user by `answersFor` (the session's among them). The one door for what a page's text depends on: the
 * language will come this way too.
 */
export type PageContext = { url: string; answers: Record<string, unknown> };

/** The modules the page's first render needs beyond the entry: a will step's needs the flows too (its entry rules). */
export async function modulesOf(pathname: string): Promise<string[]> {
  return [...(await pageModules(pathname)), ...(stepIdAt(pathname) ? ['wizard/flow-moves.ts'] : [])];
}

/** How long a render may take before the server sends the shell instead. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * The HTML of the app at the context's URL (what goes inside `<div id="root">`), every lazy screen and form drawn,
 * and the data block of the first answers the browser hydrates it with; null when it cannot be drawn whole (the route redirects,
 * a screen throws, it takes too long): the server then sends the shell, which draws the page in the browser.
 */
export async function renderSignedIn(context: PageContext): Promise<{ html: string; script: string } | null> {
  const session = sessionAnswerOf(context.answers[SESSION_PATH] as SessionBody | undefined);
  if (!session) return null;
  const url = new URL(context.url, 'http://localhost');
  const config = context.answers[CONFIG_PATH] as PageConfig | undefined;
  // The same for every user (GET /api/config is public): kept by the page configuration's module, as in a browser.
  if (config) providePageConfig(config);
  const handler = createStaticHandler(appRoutes);
  const routed = await handler.query(new Request(url));
  if (routed instanceof Response || routed.errors) return null;
  const first: FirstAnswers = { page: url.pathname, answers: context.answers };
  const router = createStaticRouter(handler.dataRoutes, routed);
  let failed = false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
  try {
    const stream = await renderToReadableStream(
      <StrictMode>
        <HydrationProvider prerendered>
          <SessionProvider initial={session}>
            <FirstAnswersProvider first={first}>
              <ToastProvider>
                {/* No hydration data from the router: the step route's loader is named as run (prerenderedLoaderData). */}
                <StaticRouterProvider router={router} context={routed} hydrate={false} />
              </ToastProvider>
            </FirstAnswersProvider>
          </SessionProvider>
        </HydrationProvider>
      </StrictMode>,
      {
        signal: controller.signal,
        // A screen that throws is drawn by the browser instead (React would leave its boundary to the client).
        onError: () => {
          failed = true;
        },
      },
    );
    // The whole page, every boundary resolved: React then writes no inline script (the page's CSP allows none).
    await stream.allReady;
    const html = await new Response(stream).text();
    return failed || controller.signal.aborted ? null : { html, script: firstAnswersScript(first) };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
