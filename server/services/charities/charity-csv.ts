import { parse } from 'csv-parse/sync';
import { charityAcronym } from './charity-acronym';
import type { CharityTables } from './charity-tables';

export type CharityRow = CharityTables['charity'];

/** Column names of the two files the importer reads: the shipped sample, and the Charity Commission's extract. */
const NUMBER_COLUMNS = ['E&W Charity Number', 'registered_charity_number'];
const NAME_COLUMNS = ['Charity Name (E&W)', 'charity_name'];

/**
 * Rows of a charity register file: the shipped sample (comma-separated) or the Charity Commission's register
 * extract (tab-separated `publicextract.charity.txt`; linked charities, `linked_charity_number` other than 0, are
 * left out). One row per charity number, the first name kept. Throws when the file has neither set of columns.
 */
export function parseCharities(text: string): CharityRow[] {
  const firstLine = text.slice(0, text.indexOf('\n'));
  const records = parse(text, { columns: true, skip_empty_lines: true, bom: true, delimiter: firstLine.includes('\t') ? '\t' : ',', relax_quotes: true }) as Record<string, string>[];
  const header = Object.keys(records[0] ?? {});
  const numberColumn = NUMBER_COLUMNS.find((c) => header.includes(c));
  const nameColumn = NAME_COLUMNS.find((c) => header.includes(c));
  if (!numberColumn || !nameColumn) throw new Error(`Not a charity register file: expected columns ${NUMBER_COLUMNS.join(' or ')} and ${NAME_COLUMNS.join(' or ')}`);
  const rows = new Map<string, CharityRow>();
  for (const record of records) {
    const id = record[numberColumn]?.trim() ?? '';
    const name = record[nameColumn]?.replace(/\s+/g, ' ').trim() ?? '';
    const linked = record.linked_charity_number?.trim();
    if (!/^\d+$/.test(id) || !name || (linked && linked !== '0') || rows.has(id)) continue;
    rows.set(id, { id, name, reg_number: id, logo: null, acronym: charityAcronym(name) });
  }
  return [...rows.values()];
}
