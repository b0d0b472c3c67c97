import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { assertContentValid } from './assert-content-valid';

/** The stamp's file name, beside the built server (dist/server/). */
export const CONTENT_STAMP = 'content-checked.json';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** SHA-256 over every file of the schemas folder, names and bytes: any change to the content changes it. */
export function contentDigest(schemasDir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(schemasDir)) hash.update(`${relative(schemasDir, file)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** The build's record that the content with this digest passed the start-up check (scripts/build-server.ts). */
export function writeContentStamp(stampDir: string, schemasDir = resolve('schemas')): void {
  assertContentValid(join(schemasDir, 'steps'));
  writeFileSync(join(stampDir, CONTENT_STAMP), `${JSON.stringify({ digest: contentDigest(schemasDir) })}\n`);
}

/**
 * Refuses to start on invalid content, as assertContentValid does, without compiling a schema when the build has
 * already checked this very content: checking every step file compiles about a hundred schemas with ajv, a second
 * or more of every start. The build's stamp beside the server names the digest of the content it checked; reading
 * the schemas folder and hashing it takes milliseconds. Content changed since the build (or no stamp: `npm run dev`)
 * is checked in full. Answers whether the full check ran.
 */
export function assertContentValidAtStart(stampDir: string, schemasDir = resolve('schemas'), check = assertContentValid): boolean {
  const stamp = join(stampDir, CONTENT_STAMP);
  if (existsSync(stamp)) {
    const { digest } = JSON.parse(readFileSync(stamp, 'utf8')) as { digest?: unknown };
    if (digest === contentDigest(schemasDir)) return false;
  }
  check(join(schemasDir, 'steps'));
  return true;
}
