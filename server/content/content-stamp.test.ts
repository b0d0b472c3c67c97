import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { assertContentValidAtStart, CONTENT_STAMP, contentDigest, writeContentStamp } from './content-stamp';

/** A copy of the shipped schemas folder, to change without touching the real one. */
const root = mkdtempSync(join(tmpdir(), 'will-writer-stamp-'));
const schemas = join(root, 'schemas');
cpSync(resolve('schemas'), schemas, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the start-up content check', () => {
  it('is skipped for the content the build checked, and run in full once a file changes', { timeout: 60_000 }, () => {
    writeContentStamp(root, schemas);
    expect(JSON.parse(readFileSync(join(root, CONTENT_STAMP), 'utf8'))).toEqual({ digest: contentDigest(schemas) });
    const check = vi.fn();
    expect(assertContentValidAtStart(root, schemas, check)).toBe(false);
    expect(check).not.toHaveBeenCalled();

    const file = join(schemas, 'steps', 'refer-partner.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"id": "refer-partner"', '"id": "not-its-name"'));
    expect(() => assertContentValidAtStart(root, schemas)).toThrow(/Invalid content/);
    expect(assertContentValidAtStart(root, schemas, check)).toBe(true);
    expect(check).toHaveBeenCalledWith(join(schemas, 'steps'));
  });

  it('runs in full without a stamp (npm run dev), and the build refuses to stamp invalid content', () => {
    const bare = mkdtempSync(join(root, 'bare-'));
    const check = vi.fn();
    expect(assertContentValidAtStart(bare, resolve('schemas'), check)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
    expect(() => writeContentStamp(bare, schemas)).toThrow(/Invalid content/);
  });
});
