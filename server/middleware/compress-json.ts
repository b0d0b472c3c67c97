import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Answers smaller than this go as they are: compressing them saves fewer bytes than the headers it adds. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Hono's compress (gzip or deflate by Accept-Encoding, `Vary: Accept-Encoding`) skips an answer below its threshold
 * only when the answer states its length, which `c.json` does not: a JSON answer is already a string in memory, so its
 * length is set here first and the small ones stay uncompressed.
 */
const jsonLength = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  // Headers and status before the body: @hono/node-server's light Response rebuilds itself from its first init when
  // its body is touched, losing headers set on it since.
  const headers = new Headers(res.headers);
  if (headers.has('Content-Length') || !headers.get('Content-Type')?.startsWith('application/json')) return;
  const { status, statusText } = res;
  const body = new Uint8Array(await res.arrayBuffer());
  headers.set('Content-Length', String(body.byteLength));
  c.res = undefined;
  c.res = new Response(body, { status, statusText, headers });
};

/** Compresses JSON (and other text) answers above COMPRESS_THRESHOLD_BYTES. */
export const compressAnswers = (): MiddlewareHandler[] => [compress({ threshold: COMPRESS_THRESHOLD_BYTES }), jsonLength()];
