/**
 * `npm run content:export [-- file.csv] [--root dir]`: every user-facing text of the service to one CSV, a row each:
 * key (file and JSON pointer), English, Welsh, Welsh status (translated, missing, needs review, English only),
 * approved (the drafting copy's Welsh: the legal team's approval) and where it is shown. Edit it in a spreadsheet,
 * then `npm run content:import`; docs/content-editing.md says how.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { toCsv } from './content/content-csv';
import { sheetRows } from './content/content-sheet';

const { values, positionals } = parseArgs({ options: { root: { type: 'string', default: '.' } }, allowPositionals: true });
const root = resolve(values.root!);
const out = resolve(positionals[0] ?? 'will-writer-content.csv');
const rows = sheetRows(root);
writeFileSync(out, toCsv(rows));
const count = (status: string) => rows.filter((row) => row.status === status).length;
console.log(`Wrote ${rows.length} texts to ${out} (Welsh: ${count('translated')} translated, ${count('needs review')} need review, ${count('missing')} missing)`);
