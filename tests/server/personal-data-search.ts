import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';

/** Where a search found one of the words: a table and the row's text, or a file. */
export type Finding = string;

const mentions = (text: string, words: string[]) => words.some((word) => text.toLowerCase().includes(word.toLowerCase()));

/** A value as searchable text: strings as they are, bytes (blobs, PDFs) as Latin-1, anything else as JSON. */
function textOf(value: unknown): string {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('latin1');
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** Every row of every table (every column, text or not) that mentions any of `words`, case-insensitively. */
export async function searchDatabase(db: Kysely<any>, words: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const table of await db.introspection.getTables()) {
    const rows = (await db.selectFrom(table.name).selectAll().execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const hits = Object.entries(row).filter(([, value]) => mentions(textOf(value), words));
      if (hits.length) findings.push(`${table.name}: ${hits.map(([column, value]) => `${column}=${textOf(value).slice(0, 80)}`).join(', ')}`);
    }
  }
  return findings;
}

/** Every file under `dir` (the database's own files included) whose bytes mention any of `words`. */
export function searchFolder(dir: string, words: string[]): Finding[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return searchFolder(path, words);
    return mentions(readFileSync(path).toString('latin1'), words) ? [path] : [];
  });
}
