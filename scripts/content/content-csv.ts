/** The editors' sheet: one row per string, `key,text,shown`, UTF-8 with a byte-order mark so spreadsheets read it. */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ContentString } from './content-strings';

export const CSV_COLUMNS = ['key', 'text', 'shown'] as const;
export type ContentRow = { key: string; text: string; shown: string; line: number };

/** The sheet of `strings`, a header and a row each. */
export function toCsv(strings: readonly ContentString[]): string {
  return stringify(
    strings.map(({ key, text, shown }) => ({ key, text, shown })),
    { header: true, columns: [...CSV_COLUMNS], bom: true, record_delimiter: 'unix' },
  );
}

/** The rows of an edited sheet. Throws with a message when it is not a CSV with the key and text columns. */
export function fromCsv(csv: string): ContentRow[] {
  const records: Record<string, string>[] = parse(csv, { bom: true, columns: true, skip_empty_lines: true, relax_column_count: true });
  const first = records[0];
  if (first && (!('key' in first) || !('text' in first))) throw new Error('The sheet needs the columns "key" and "text" in its first row.');
  // Row 1 is the header: the first record is on line 2 of the sheet.
  return records.map((record, index) => ({ key: record.key ?? '', text: record.text ?? '', shown: record.shown ?? '', line: index + 2 }));
}
