import type { Context, MiddlewareHandler } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorField, log } from '../logger';
import { withPreloads, type Manifest } from './page-preloads';
import { requestLanguage } from '../i18n/request-language';
import { pageInLanguage } from './page-language-html';
import pages from '../../schemas/copy/pages.json';

/** Answers a request inside this app, as if the browser had sent it (the API's own auth and scoping apply). */
export type OwnAnswer = (request: Request, c: Context) => Response | Promise<Response>;

/** The build's render of signed-in pages (web/signed-in-render.tsx, built by scripts/prerender.ts). */
type SignedInRender = {
  SESSION_PATH: string;
  answersFor: (pathname: string) => Promise<string[] | null>;
  renderSignedIn: (context: { url: string; answers: Record<string, unknown> }) => Promise<{ html: string; script: string } | null>;
  modulesOf: (pathname: string) => Promise<string[]>;
};

const ROOT = '<div id="root"></div>';

/** The answer the app gives to GET `path` for this request's user, as JSON, or null when it is not a 200. */
async function ownJson(own: OwnAnswer, c: Context, path: string): Promise<{ body: unknown; cookies: string[] } | null> {
  const headers = new Headers({ accept: 'application/json' });
  const cookie = c.req.header('cookie');
  if (cookie) headers.set('cookie', cookie);
  for (const name of ['x-forwarded-for', 'user-agent']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const response = await own(new Request(new URL(path, c.req.url), { headers }), c);
  const cookies = response.headers.getSetCookie();
  if (response.status !== 200) return null;
  return { body: await response.json(), cookies };
}

/**
 * A signed-in page drawn on the server (docs/adr/0015): for GET of a page web/signed-in-render.tsx draws (a will
 * step, My Will, checkout) by a signed-in user, the answers its first render needs are read inside the app with the
 * request's own cookies (the session, the configuration, the user's own will, for checkout the cart and its status),
 * the page is drawn to HTML from them and sent with them embedded for hydration, `no-store`. Anything else (no
 * session, a page it does not draw, an answer that is not a 200, a render that fails) goes on to the app's shell.
 */
export function signedInPages(webRoot: string, own: OwnAnswer, renderFile = join(webRoot, '..', 'render', 'signed-in-render.js')): MiddlewareHandler {
  let render: Promise<SignedInRender | null> | undefined;
  const loadRender = () =>
    (render ??= existsSync(renderFile)
      ? (import(pathToFileURL(renderFile).href) as Promise<SignedInRender>).catch((error: unknown) => {
          log.error(errorField(error), 'the signed-in render failed to load: pages go as the shell');
          return null;
        })
      : Promise.resolve(null));
  let built: { shell: string; manifest: Manifest } | null | undefined;
  const build = () => {
    const shell = join(webRoot, 'index.html');
    const manifest = join(webRoot, '.vite', 'manifest.json');
    built ??= existsSync(shell) && existsSync(manifest) ? { shell: readFileSync(shell, 'utf8'), manifest: JSON.parse(readFileSync(manifest, 'utf8')) as Manifest } : null;
    return built;
  };
  return async (c, next) => {
    // No cookie, no session: the shell, which sends the visitor to sign up.
    if (!c.req.header('cookie')) return next();
    const renderer = await loadRender();
    const files = build();
    if (!renderer || !files?.shell.includes(ROOT)) return next();
    const pathname = c.req.path;
    const paths = await renderer.answersFor(pathname);
    if (!paths) return next();
    const session = await ownJson(own, c, renderer.SESSION_PATH);
    // better-auth may refresh or clear the session cookie: passed on whatever the page.
    for (const cookie of session?.cookies ?? []) c.header('set-cookie', cookie, { append: true });
    c.header('Vary', 'Cookie', { append: true });
    if (!(session?.body as { user?: unknown } | null)?.user) return next();
    const read = await Promise.all(paths.filter((path) => path !== renderer.SESSION_PATH).map(async (path) => [path, await ownJson(own, c, path)] as const));
    if (read.some(([, answer]) => answer === null)) return next();
    const answers = Object.fromEntries([[renderer.SESSION_PATH, session!.body], ...read.map(([path, answer]) => [path, answer!.body])]);
    const url = new URL(c.req.url);
    const drawn = await renderer.renderSignedIn({ url: `${url.pathname}${url.search}`, answers }).catch(() => null);
    if (!drawn) return next();
    const page = withPreloads(pageInLanguage(files.shell, requestLanguage(), pages), files.manifest, await renderer.modulesOf(pathname)).replace(ROOT, `<div id="root">${drawn.html}</div>${drawn.script}`);
    // Only this user's, for this request: never kept by the browser or anything between.
    c.header('Cache-Control', 'no-store');
    return c.html(page);
  };
}
