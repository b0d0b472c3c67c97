// Runs `npm run build` only when a source the build reads has changed since the last build: `npm start` then starts
// in a second or two instead of rebuilding the web app every time. Plain JavaScript, so no compiler runs first.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['server', 'web', 'engine', 'flows', 'schemas', 'scripts', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];
const STAMP = 'dist/build-stamp';
const OUTPUTS = ['dist/server/main.js', 'dist/server/retention.js', 'dist/web/index.html', 'dist/render/signed-in-render.js'];

/** Every file under `path` with its size and modification time: any edit, checkout or new file changes the list. */
function* files(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return yield `${path} ${stat.size} ${stat.mtimeMs}`;
  for (const entry of readdirSync(path).sort()) if (entry !== 'generated' && entry !== 'node_modules') yield* files(join(path, entry));
}

const hash = createHash('sha256');
for (const source of SOURCES) if (existsSync(source)) for (const line of files(source)) hash.update(`${line}\n`);
const fingerprint = hash.digest('hex');

const built = OUTPUTS.every((output) => existsSync(output)) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint;
if (!built) {
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(STAMP, fingerprint);
}
