import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Plugin } from 'vite';
import type { LanguageEnv } from '../server/middleware/language.ts';

/**
 * `npm run dev`: the app's pages in the visitor's language, as the built server sends them. Vite's dev server, not
 * the API, answers a page's address, so here it answers with index.html in the language the server's own middleware
 * chooses (server/middleware/language.ts: `?lang=` on the address, remembered in the `lang` cookie, else the cookie,
 * else English) and with `<html lang>`, the title and the description in it (server/routes/page-language-html.ts);
 * the app reads its language from `<html lang>` (web/i18n/page-language.ts). Unlike the built server, a `?lang` here
 * is not stored on a signed-in account (the language API and sign-in do that as before).
 */
export function devPageLanguage(repoRoot: string): Plugin {
  return {
    name: 'will-writer:dev-page-language',
    // The dev server only: not the build, and not Vitest's own server.
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    configureServer(server) {
      // Our TypeScript, loaded through Vite (not the configuration file), and only once a page is asked for.
      const load = async () => ({
        ...((await server.ssrLoadModule(join(repoRoot, 'server/middleware/language.ts'))) as typeof import('../server/middleware/language.ts')),
        ...((await server.ssrLoadModule(join(repoRoot, 'server/routes/page-language-html.ts'))) as typeof import('../server/routes/page-language-html.ts')),
        ...((await server.ssrLoadModule(join(repoRoot, 'scripts/read-in-language.ts'))) as typeof import('./read-in-language.ts')),
      });
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '';
        // A page of the app (not one of its modules under web/will/, which the browser asks for as scripts).
        if (req.method !== 'GET' || !/^\/will(\/[\w-]+)*\/?(\?|$)/.test(url) || !req.headers.accept?.includes('text/html')) return next();
        try {
          const { language, pageInLanguage, readInLanguage } = await load();
          const choose = new Hono<LanguageEnv>().use(language({ https: false })).get('*', (c) => c.text(c.get('language')));
          const chosen = await choose.fetch(new Request(new URL(url, 'http://localhost'), { headers: { cookie: req.headers.cookie ?? '' } }));
          const welsh = (await chosen.text()) === 'cy';
          const shell = await server.transformIndexHtml('/index.html', readFileSync(join(repoRoot, 'web/index.html'), 'utf8'), url);
          for (const cookie of chosen.headers.getSetCookie()) res.appendHeader('Set-Cookie', cookie);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(welsh ? pageInLanguage(shell, 'cy', readInLanguage<{ appName: string; metaDescription: string }>(repoRoot, 'schemas/copy/pages.json', 'cy')) : shell);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
