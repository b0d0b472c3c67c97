import { cpSync } from 'node:fs';
import { build, type Plugin } from 'esbuild';
import { writeContentStamp } from '../server/content/content-stamp';
import { localisedContentEsbuildPlugin } from './localised-content-plugin';

/**
 * nodemailer declares no "exports" and its deep imports (`nodemailer/lib/mail-composer`) name folders, which
 * TypeScript and esbuild resolve but Node's ES module loader refuses: they stay external, naming the folder's index.
 */
const nodemailerFolders: Plugin = {
  name: 'nodemailer-folders',
  setup(build) {
    build.onResolve({ filter: /^nodemailer\/lib\/[^/]+$/ }, ({ path }) => ({ path: `${path}/index.js`, external: true }));
  },
};

/**
 * Bundles the server into ES modules, dist/server/main.js (and the retention job's), so `npm start` runs JavaScript with no TypeScript
 * compiler. Packages stay in node_modules (native better-sqlite3, pg, better-auth's own imports); our code, the
 * schemas and the copy are bundled. The PDF fonts are read beside the module (pdf-fonts.ts), so they are copied too.
 */
await build({
  // main.js serves the app; retention.js is the retention job (npm run retention).
  entryPoints: { main: 'server/main.ts', retention: 'server/retention-main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // Content files are read in the request's language, as in the web build (docs/adr/0016-welsh-translation-layers.md).
  plugins: [nodemailerFolders, localisedContentEsbuildPlugin(process.cwd())],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/services/pdf/fonts', 'dist/server/fonts', { recursive: true });
// The content the server checks at start, checked once here; the server then skips the check while it is unchanged.
writeContentStamp('dist/server');
