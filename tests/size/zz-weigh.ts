import { readFileSync, writeFileSync } from 'node:fs';
import { appRoutes } from './app-routes';
import { brotliSizes, routeWeight, type Manifest } from './route-js';
const dir = '/work/wt/cy-engine/dist/web';
const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8')) as Manifest;
const size = brotliSizes(dir);
const out: Record<string, unknown> = {};
for (const load of appRoutes()) {
  const w = routeWeight(manifest, load, size);
  out[load.route] = { kb: w.kb, files: Object.fromEntries(w.files.map((f) => [f.replace(/-[\w-]{8}\.js$/, '.js'), size(f)])) };
}
writeFileSync(process.argv[2]!, JSON.stringify(out, null, 1));
