/**
 * The editors' and translators' sheet: one row per text, `key, English, Welsh, Welsh status, approved, where shown`,
 * UTF-8 with a byte-order mark so spreadsheets read it.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export const CSV_COLUMNS = ['key', 'English', 'Welsh', 'Welsh status', 'approved', 'where shown'] as const;

/** A row as exported. */
export type SheetRow = { key: string; english: string; welsh: string; status: string; approved: string; shown: string };

/**
 * A row as read back. `welsh`, `status` and `approved` are undefined when the sheet has no such column (an
 * English-only sheet), so an import changes no Welsh it was not given.
 */
export type ContentRow = { key: string; english: string; welsh?: string; status?: string; approved?: string; line: number };

/** The sheet of `rows`, a header and a row each. */
export function toCsv(rows: readonly SheetRow[]): string {
  return stringify(
    rows.map((row) => [row.key, row.english, row.welsh, row.status, row.approved, row.shown]),
    { header: true, columns: [...CSV_COLUMNS], bom: true, record_delimiter: 'unix' },
  );
}

/**
 * The rows of an edited sheet. Throws with a message when it is not a CSV, or lacks the key and English columns, or
 * has a Welsh column without the Welsh status beside it.
 */
export function fromCsv(csv: string): ContentRow[] {
  const records: string[][] = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true });
  const header = (records[0] ?? []).map((name) => name.trim());
  const column = (name: string) => header.findIndex((found) => found.toLowerCase() === name.toLowerCase());
  const missing = ['key', 'English'].filter((name) => column(name) === -1);
  if (missing.length) throw new Error(`The sheet needs the columns ${missing.map((name) => `"${name}"`).join(' and ')} in its first row (export it again with npm run content:export).`);
  if (column('Welsh') !== -1 && column('Welsh status') === -1) throw new Error('The sheet has a "Welsh" column but no "Welsh status" column beside it.');
  const at = (record: string[], name: string) => (column(name) === -1 ? undefined : (record[column(name)] ?? ''));
  // Row 1 is the header: the first record is on line 2 of the sheet.
  return records.slice(1).map((record, index) => ({
    key: at(record, 'key') ?? '',
    english: at(record, 'English') ?? '',
    welsh: at(record, 'Welsh'),
    status: at(record, 'Welsh status'),
    approved: at(record, 'approved'),
    line: index + 2,
  }));
}
