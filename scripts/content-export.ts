/**
 * `npm run content:export [-- file.csv] [--root dir]`: every user-facing string of the service to one CSV, a row each
 * (key: file and JSON pointer; text; where it is shown). Edit the texts in a spreadsheet, then `npm run content:import`.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { toCsv } from './content/content-csv';
import { contentStrings } from './content/content-strings';

const { values, positionals } = parseArgs({ options: { root: { type: 'string', default: '.' } }, allowPositionals: true });
const root = resolve(values.root!);
const out = resolve(positionals[0] ?? 'will-writer-content.csv');
const strings = contentStrings(root);
writeFileSync(out, toCsv(strings));
console.log(`Wrote ${strings.length} texts to ${out}`);
