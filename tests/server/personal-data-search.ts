import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';

/** Where a search found one of the words: a table and the row's text, or a file. */
export type Finding = string;

const mentions = (text: string, words: string[]) => words.some((word) => text.toLowerCase().includes(word.toLowerCase()));

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** A PDF's text as pdftotext reads it: its streams are compressed, so its bytes alone would never name anyone. */
function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'personal-data-search-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'file.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bytes as searchable text: Latin-1, and a PDF's text besides. */
const bytesText = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1') + (isPdf(bytes) ? `\n${pdfText(bytes)}` : '');

/** A value as searchable text: strings as they are, bytes (blobs, PDFs) as bytesText, anything else as JSON. */
function textOf(value: unknown): string {
  if (value instanceof Uint8Array) return bytesText(value);
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** Every row of every table (every column, text or not, a PDF's text too) that mentions any of `words`, case-insensitively. */
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
    return mentions(bytesText(readFileSync(path)), words) ? [path] : [];
  });
}
