/**
 * The peers' pages (bench/peers/<name>, each an index.html and its main.tsx), built with Vite into a temporary folder
 * and served from it, for bench/page-speed.ts, bench/split-keystroke.ts and bench/lighthouse.ts. Here rather than in
 * bench/ itself, where `npm run bench` (bench/run.ts) would run it as a benchmark.
 *
 * The peers draw with React itself (Vite's React plugin), as the product does, minified as
 * the product is. bench/lighthouse.ts builds the peers of the signed-in pages (bench/peers/signed-in) with each page's
 * data as a compile-time constant and serves them compressed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

export type BuiltPeer = { dir: string; kb: number };

/** Options of a peers' build: `define` gives each peer's compile-time constants (Vite's `define`), such as the data its page draws. */
export type PeerBuildOptions<Name extends string> = { define?: (name: Name) => Record<string, string> };

/** Builds one peer (bench/peers/<name>) into outRoot/<name>; returns its folder and its JavaScript's Brotli KB (as the product's is weighed). */
async function buildPeer(name: string, outRoot: string, define: Record<string, string> = {}): Promise<BuiltPeer> {
  const dir = join(outRoot, name);
  await build({ configFile: false, root: join(here, name), base: './', logLevel: 'warn', plugins: [react()], define, build: { outDir: dir, emptyOutDir: true, chunkSizeWarningLimit: 2000 } });
  const assets = join(dir, 'assets');
  const bytes = readdirSync(assets).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + brotliCompressSync(readFileSync(join(assets, file))).length, 0);
  return { dir, kb: bytes / 1024 };
}

/**
 * Builds the named peers side by side into a new temporary folder, `root` (each at root/<name>, so served from root
 * it is at /<name>/); `remove()` deletes it.
 */
export async function buildPeers<Name extends string>(names: readonly Name[], options: PeerBuildOptions<Name> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'will-writer-peers-'));
  const nodeEnv = process.env.NODE_ENV;
  const built = await Promise.all(names.map(async (name) => [name, await buildPeer(name, root, options.define?.(name))] as const));
  // Vite's build sets NODE_ENV to production in this process; servers started afterwards must not inherit it.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return { root, peers: Object.fromEntries(built) as Record<Name, BuiltPeer>, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * A static file server over `root` on a free port (the peers' builds). With `compress`, a request that accepts Brotli
 * gets its HTML, JavaScript and CSS Brotli-compressed (once per file), as the product's server sends its assets, so a
 * page loaded over a throttled network (Lighthouse) carries the same kind of bytes as the product's.
 */
export function serveStatic(root: string, options: { compress?: boolean } = {}): Promise<{ server: Server; origin: string }> {
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const path = join(root, decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    const file = statSync(path, { throwIfNoEntry: false })?.isDirectory() ? join(path, 'index.html') : path;
    try {
      const body = readFileSync(file);
      const type = TYPES[extname(file)];
      const headers: Record<string, string> = { 'Content-Type': type ?? 'application/octet-stream' };
      if (options.compress && type && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        if (!compressed.has(file)) compressed.set(file, brotliCompressSync(body));
        response.writeHead(200, { ...headers, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' }).end(compressed.get(file));
      } else response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}
