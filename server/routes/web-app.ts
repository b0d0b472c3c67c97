import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Auth } from '../auth/auth';
import { REVIEWER_ROLE } from '../stores/reviewer-role';
import type { Language } from '../../engine/i18n/language';
import { requestLanguage } from '../i18n/request-language';
import { pageInLanguage } from './page-language-html';
import { withPreloads, type Manifest } from './page-preloads';
import pages from '../../schemas/copy/pages.json';
import { signedInPages, type OwnAnswer } from './signed-in-page';

/** A file Vite named by its content hash (`assets/index-DM8HNkVw.js`, and its .br or .gz copy): never changes. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;
/** The files the build writes compressed copies of (scripts/compress-assets.ts), and those copies. */
const COMPRESSED_FILE = /\.(js|mjs|css|html|json|svg|txt|map)(\.br|\.gz)?$/;

/** The build manifest's key of the Welsh layers' chunk (web/page-modules.ts, which the server's drawn pages preload). */
const WELSH_LAYERS_MODULE = 'i18n/welsh-layers.ts';

/** A path that may have a prerendered page: letters, digits and dashes between slashes, no dots. */
const PRERENDERED_PATH = /^\/will(\/[a-z0-9-]+)+$/;

/** The landing address of the onboarding: it gets the welcome page, which the browser shows at its own address (web/start-landing.ts). */
const START_PATH = /^\/will\/start\/?$/;
/** The build prerendered each public page in each language: English under prerendered/, Welsh under prerendered/cy/. */
const prerenderedFile = (path: string, language: Language) => {
  const folder = language === 'en' ? '/prerendered' : `/prerendered/${language}`;
  return START_PATH.test(path) ? `${folder}/will/start/welcome.html` : PRERENDERED_PATH.test(path) ? `${folder}${path}.html` : '/prerendered/none';
};


/** Where a visitor signs in; `redirect` brings them back (web/session/require-reviewer.tsx does the same). */
const SIGN_IN_PATH = '/will/sign-in';

/**
 * Serves the built web app: hashed assets under /build/ (SPEC 7) and index.html for every /will/* route and the
 * review console's /review/* routes, so a reload or a shared link lands on the right screen. The console's pages
 * answer as its API does: a visitor is redirected to sign in and back, a signed-in user who is not a
 * reviewer gets 403 with the app (which shows its "Only for the legal team" page), a reviewer 200 once their second
 * factor is on (403 before, the app sending them to set it up). With `own` (the app answering a request of its own),
 * a signed-in user's will step, My Will and checkout are drawn on the server (./signed-in-page).
 */
export function webAppRoutes(webRoot: string, auth: Auth, own?: OwnAnswer) {
  const indexFile = join(webRoot, 'index.html');
  const root = relative(process.cwd(), webRoot) || '.';
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  const index = () => (existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null);
  const manifest = () => (existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null);
  const page = (c: Context, status: 200 | 403 = 200) => {
    const html = index();
    if (html === null) return c.text('The web app is not built yet: run npm run build.', 503);
    c.header('Cache-Control', 'no-cache');
    const language = requestLanguage();
    const shell = pageInLanguage(html, language, pages);
    // A Welsh page awaits its layers' chunk before it draws: fetched beside the entry, as a drawn page's is.
    const built = language === 'en' ? null : manifest();
    return c.html(built?.[WELSH_LAYERS_MODULE] ? withPreloads(shell, built, [WELSH_LAYERS_MODULE]) : shell, status);
  };
  const reviewPage = async (c: Context) => {
    // better-auth's getSession may refresh or clear the session cookie: passed on whatever the answer.
    const { headers, response: session } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    c.header('Vary', 'Cookie');
    if (!session) {
      const url = new URL(c.req.url);
      return c.redirect(`${SIGN_IN_PATH}?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`);
    }
    // A reviewer without the second factor gets 403 as the API answers them; the app sends them to set it up.
    const { role, twoFactorEnabled } = session.user as { role?: string | null; twoFactorEnabled?: boolean | null };
    return page(c, role === REVIEWER_ROLE && twoFactorEnabled === true ? 200 : 403);
  };
  return new Hono()
    .get('/', (c) => c.redirect('/will'))
    .use(
      '/build/*',
      serveStatic({
        root,
        rewriteRequestPath: (path) => path.replace(/^\/build/, ''),
        // The .br or .gz copy the build wrote (scripts/compress-assets.ts), by Accept-Encoding.
        precompressed: true,
        onFound: (path, c) => {
          c.header('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (COMPRESSED_FILE.test(path)) c.header('Vary', 'Accept-Encoding');
        },
      }),
    )
    .get('/build/*', (c) => c.text('Not found', 404))
    // The public pages the build prerendered (scripts/prerender.ts), each as HTML with its content, compressed like
    // the assets (/will/start, the landing link, gets the welcome page's: no blank page while a redirect runs); a page
    // without one gets the page drawn on the server when signed in, else index.html (as do the onboarding questions
    // after the first).
    .use(
      '/will/*',
      serveStatic({
        root,
        rewriteRequestPath: (path) => prerenderedFile(path, requestLanguage()),
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'no-cache');
          c.header('Vary', 'Accept-Encoding');
        },
      }),
    )
    // A signed-in page (a will step, My Will, checkout) drawn on the server for its user (./signed-in-page).
    .get('/will/*', own ? signedInPages(webRoot, own) : (_c, next) => next())
    .get('/will/*', (c) => page(c))
    // The legal team's console.
    .get('/review', reviewPage)
    .get('/review/*', reviewPage)
    .get('/will', (c) => c.redirect('/will/dashboard'));
}
