import { parse } from 'csv-parse/sync';
import { normalisePostcode } from '../../../engine/will/about-you/postcode';
import { toSummaryLine } from './summary-line';

/** One row of the address table, ready to insert. */
export type AddressRow = { postcode: string; summaryline: string };

const COLUMNS = ['postcode', 'line1', 'line2', 'town', 'county'] as const;
type CsvRecord = Record<(typeof COLUMNS)[number], string>;

/**
 * Parses the address CSV (header: postcode,line1,line2,town,county) into rows with a normalised postcode and a
 * summary line 'line1, line2, town, county, postcode' (blank parts left out).
 * Throws an Error naming the line when the header is wrong, a postcode is invalid or line1/town is blank.
 */
export function parseAddressesCsv(text: string): AddressRow[] {
  const records: { record: CsvRecord; info: { lines: number } }[] = parse(text, {
    info: true,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    columns: (header: string[]) => {
      if (header.join(',') !== COLUMNS.join(',')) {
        throw new Error(`Address CSV header must be "${COLUMNS.join(',')}", got "${header.join(',')}"`);
      }
      return [...COLUMNS];
    },
  });
  return records.map(({ record, info }) => {
    const line = info.lines;
    const postcode = normalisePostcode(record.postcode);
    if (!postcode) throw new Error(`Address CSV line ${line}: invalid postcode "${record.postcode}"`);
    if (!record.line1 || !record.town) throw new Error(`Address CSV line ${line}: line1 and town are required`);
    return {
      postcode,
      summaryline: toSummaryLine([record.line1, record.line2, record.town, record.county, postcode]),
    };
  });
}
