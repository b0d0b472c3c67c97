import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { LANGUAGES, type Language } from '../engine/i18n/language';
import { readInLanguage } from './generate-localised-steps';
import { pageInLanguage } from '../server/routes/page-language-html';

/**
 * The pages a visitor sees before signing in, drawn to HTML at build time from the same step files and
 * components as the app: the welcome page, the first onboarding question, register, sign in, forgot password and the
 * privacy page. Each is written to dist/web/prerendered/<path>.html (compressed with the rest by
 * scripts/compress-assets.ts); the server sends it for its URL (server/routes/web-app.ts) and the browser hydrates it.
 * The other onboarding questions depend on the answers before them (kept in the visitor's browser), so they are drawn
 * there as before.
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

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The script files of `modules` (keys of Vite's manifest) and of everything they import statically. */
function scriptsOf(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: the build's manifest has no module "${key}"`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

async function main() {
  const serverDir = 'dist/prerender';
  // web/prerender.tsx built for Node with the app's Vite configuration (its aliases, globs and JSON imports).
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'prerender.tsx', outDir: join(process.cwd(), serverDir), emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderPage, modulesOf } = (await import(pathToFileURL(join(process.cwd(), serverDir, 'prerender.js')).href)) as {
    renderPage: (path: string, language: Language) => Promise<string>;
    modulesOf: (path: string, language: Language) => Promise<string[]>;
  };
  const shell = readFileSync('dist/web/index.html', 'utf8');
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Manifest;
  if (!shell.includes(ROOT)) throw new Error(`dist/web/index.html has no ${ROOT}`);
  rmSync('dist/web/prerendered', { recursive: true, force: true });
  for (const language of LANGUAGES) {
    const pages = language === 'en' ? undefined : readInLanguage<{ appName: string; metaDescription: string }>(process.cwd(), 'schemas/copy/pages.json', language);
    const languageShell = pages ? pageInLanguage(shell, language, pages) : shell;
    for (const path of PRERENDERED_PATHS) {
      const html = await renderPage(path, language);
      if (!/<h1[ >]/.test(html)) throw new Error(`prerender: ${path} drew no heading`);
      const file = join(prerenderedFolder(language), `${path}.html`);
      mkdirSync(dirname(file), { recursive: true });
      const preloads = scriptsOf(manifest, await modulesOf(path, language))
        .filter((script) => !shell.includes(`/build/${script}"`))
        .map((script) => `<link rel="modulepreload" crossorigin href="/build/${script}">`);
      const head = [...alternatesOf(path), ...preloads].join('\n    ');
      writeFileSync(file, languageShell.replace('</head>', `${head}\n  </head>`).replace(ROOT, `<div id="root">${html}</div>`));
    }
  }
  rmSync(serverDir, { recursive: true, force: true });
  console.log(`prerender: ${PRERENDERED_PATHS.length} public pages in ${LANGUAGES.length} languages written to dist/web/prerendered`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
