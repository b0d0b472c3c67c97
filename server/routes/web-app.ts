import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Serves the built web app: hashed assets under /build/ (SPEC 7) and index.html for every /will/* route and the
 * review console's /review/* routes, so a reload or a shared link lands on the right screen.
 */
export function webAppRoutes(webRoot: string) {
  const indexFile = join(webRoot, 'index.html');
  const root = relative(process.cwd(), webRoot) || '.';
  const index = () => (existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null);
  const page = (c: Context) => {
    const html = index();
    if (html === null) return c.text('The web app is not built yet: run npm run build.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
  return new Hono()
    .get('/', (c) => c.redirect('/will'))
    .use(
      '/build/*',
      serveStatic({
        root,
        rewriteRequestPath: (path) => path.replace(/^\/build/, ''),
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    .get('/build/*', (c) => c.text('Not found', 404))
    .get('/will/*', page)
    // The legal team's console (issue 17).
    .get('/review', page)
    .get('/review/*', page)
    .get('/will', (c) => c.redirect('/will/dashboard'));
}
