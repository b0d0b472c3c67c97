// The build's prerender (scripts/prerender.ts), run in Node: draws a public page to HTML with the app's own routes,
// step files and components, as a visitor's first render in the browser draws it (web/main.tsx hydrates it).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes, stepIdAt } from './routes';
import { SessionProvider } from './session/session-context';
import { ToastProvider } from './ui/toast';
import { HydrationProvider } from './ui/use-hydrated';
import { loadStepFile } from './wizard/step-file-loader';
import { modulesOf as pageModulesOf } from './page-modules';
import { installContentLanguage } from '../engine/i18n/localised-content';
import type { Language } from '../engine/i18n/language';

// The page being drawn is in one language at a time: every content file reads in it (engine/i18n/localised-content.ts).
let drawing: Language = 'en';
installContentLanguage({ language: () => drawing });

/** The modules (keys of the build's manifest) the page's first render in `language` needs beyond the entry. */
export async function modulesOf(path: string, language: Language = 'en'): Promise<string[]> {
  drawing = language;
  return pageModulesOf(path);
}

/** The HTML of the app at `path` in `language` (what goes inside `<div id="root">`), every lazy screen and form drawn. */
export async function renderPage(path: string, language: Language = 'en'): Promise<string> {
  drawing = language;
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const stepId = stepIdAt(path);
  if (stepId) await loadStepFile(stepId);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <HydrationProvider prerendered>
        <SessionProvider>
          <ToastProvider>
            {/* No hydration data: the routes have no loaders, and an inline script would break the page's CSP. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ToastProvider>
        </SessionProvider>
      </HydrationProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
