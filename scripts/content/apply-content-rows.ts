/**
 * Applies an edited sheet to the content files: each changed text is written back at its JSON pointer with
 * jsonc-parser, which changes only that value's bytes, so an unchanged sheet changes no file at all.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import type { ContentRow } from './content-csv';
import { braced, placeholderChanges } from '../../engine/steps/content/placeholders';
import { contentStrings, type ContentString } from './content-strings';

export type ContentEdit = { string: ContentString; text: string };

/** A spreadsheet may save line breaks as CR LF; the files use LF. */
export const withFileLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * The edits an edited sheet asks for, or the problems that refuse it whole: a key that no longer exists, a key
 * twice, an empty text, a `{placeholder}` dropped or invented.
 */
export function planContentEdits(root: string, rows: readonly Pick<ContentRow, 'key' | 'english' | 'line'>[]): { edits: ContentEdit[]; problems: string[] } {
  const byKey = new Map(contentStrings(root).map((string) => [string.key, string]));
  const seen = new Set<string>();
  const edits: ContentEdit[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    const at = `line ${row.line} (${row.key || 'no key'})`;
    const string = byKey.get(row.key);
    if (!string) {
      problems.push(`${at}: this key no longer exists; export the content again and copy your change across`);
      continue;
    }
    if (seen.has(row.key)) problems.push(`${at}: this key appears more than once`);
    seen.add(row.key);
    const text = withFileLineBreaks(row.english);
    if (!text.trim()) {
      problems.push(`${at}: the English text is empty`);
      continue;
    }
    const { dropped, invented } = placeholderChanges(string.text, text);
    if (dropped.length) problems.push(`${at}: the English text must keep ${braced(dropped)}`);
    if (invented.length) problems.push(`${at}: ${braced(invented)} cannot be filled in here`);
    if (text !== string.text && !dropped.length && !invented.length) edits.push({ string, text });
  }
  return { edits, problems };
}

/** Writes `edits` into their files under `root`; returns each changed file's previous contents, to undo with. */
export function writeContentEdits(root: string, edits: readonly ContentEdit[]): Map<string, string> {
  const before = new Map<string, string>();
  for (const { string, text } of edits) {
    const path = join(root, string.file);
    const current = readFileSync(path, 'utf8');
    if (!before.has(path)) before.set(path, current);
    const changes = modify(current, string.path, text, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } });
    writeFileSync(path, applyEdits(current, changes));
  }
  return before;
}

/** Puts files back as `writeContentEdits` found them. */
export function undoContentEdits(before: ReadonlyMap<string, string>): void {
  for (const [path, contents] of before) writeFileSync(path, contents);
}
