import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { LANGUAGES, type Language } from '../engine/i18n/language';
// Not from generate-localised-steps: that one loads RJSF (and React, before the build sets NODE_ENV) for the validators.
import { readInLanguage } from './read-in-language';
import { pageInLanguage } from '../server/routes/page-language-html';
import { withPreloads, type Manifest } from '../server/routes/page-preloads';

/**
 * The pages a visitor sees before signing in, drawn to HTML at build time from the same step files and
 * components as the app: the welcome page, the first onboarding question, register, sign in, forgot password and the
 * privacy page. Each is written to dist/web/prerendered/<path>.html (compressed with the rest by
 * scripts/compress-assets.ts); the server sends it for its URL (server/routes/web-app.ts) and the browser hydrates it.
 * The other onboarding questions depend on the answers before them (kept in the visitor's browser), so they are drawn
 * there as before. The same build writes the server's render of signed-in pages (web/signed-in-render.tsx), which
 * server/routes/signed-in-page.ts runs per request.
 */
export const PRERENDERED_PATHS = [
  '/will/start/welcome',
  '/will/start/relationship',
  '/will/register',
  '/will/sign-in',
  '/will/forgot-password',
  '/will/privacy',
];

const ROOT = '<div id="root"></div>';

/** English pages under prerendered/, each other language's under prerendered/<language>/ (server/routes/web-app.ts). */
const prerenderedFolder = (language: Language) => (language === 'en' ? 'dist/web/prerendered' : `dist/web/prerendered/${language}`);

/** The page's address in each language, and English for a reader whose language is neither (`x-default`). */
export function alternatesOf(path: string): string[] {
  return [
    ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${path}?lang=${language}">`),
    `<link rel="alternate" hreflang="x-default" href="${path}">`,
  ];
}

/** Where the build writes the Node renders; the server draws signed-in pages with dist/render/signed-in-render.js. */
const RENDER_DIR = 'dist/render';

async function main() {
  // web/prerender.tsx and the server's render of signed-in pages (web/signed-in-render.tsx) built for Node with the
  // app's Vite configuration (its aliases, globs and JSON imports); the server loads the second from RENDER_DIR.
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: join(process.cwd(), RENDER_DIR),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { input: { prerender: 'prerender.tsx', 'signed-in-render': 'signed-in-render.tsx' } },
    },
  });
  const { renderPage, modulesOf } = (await import(pathToFileURL(join(process.cwd(), RENDER_DIR, 'prerender.js')).href)) as {
    renderPage: (path: string, language: Language) => Promise<string>;
    modulesOf: (path: string, language: Language) => Promise<string[]>;
  };
  const shell = readFileSync('dist/web/index.html', 'utf8');
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Manifest;
  if (!shell.includes(ROOT)) throw new Error(`dist/web/index.html has no ${ROOT}`);
  rmSync('dist/web/prerendered', { recursive: true, force: true });
  for (const language of LANGUAGES) {
    const pages = language === 'en' ? undefined : readInLanguage<{ appName: string; metaDescription: string }>(process.cwd(), 'schemas/copy/pages.json', language);
    const languageShell = (pages ? pageInLanguage(shell, language, pages) : shell).replace('</head>', `${alternatesOf('{path}').join('\n    ')}\n  </head>`);
    for (const path of PRERENDERED_PATHS) {
      const html = await renderPage(path, language);
      if (!/<h1[ >]/.test(html)) throw new Error(`prerender: ${path} drew no heading`);
      const file = join(prerenderedFolder(language), `${path}.html`);
      mkdirSync(dirname(file), { recursive: true });
      const page = withPreloads(languageShell.replaceAll('href="{path}', `href="${path}`), manifest, await modulesOf(path, language));
      writeFileSync(file, page.replace(ROOT, `<div id="root">${html}</div>`));
    }
  }
  console.log(`prerender: ${PRERENDERED_PATHS.length} public pages in ${LANGUAGES.length} languages written to dist/web/prerendered`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
