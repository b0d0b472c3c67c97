/**
 * `npm run content:import -- file.csv [--root dir]`: applies an edited content sheet (from `npm run content:export`)
 * back to the files its keys name, then runs the content check. A sheet with any problem changes nothing; a change
 * the content check refuses is undone.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fromCsv } from './content/content-csv';
import { planContentEdits, undoContentEdits, writeContentEdits } from './content/apply-content-rows';

const { values, positionals } = parseArgs({ options: { root: { type: 'string', default: '.' } }, allowPositionals: true });
const root = resolve(values.root!);
const sheet = positionals[0];
if (!sheet) {
  console.error('Usage: npm run content:import -- file.csv');
  process.exit(2);
}

let rows;
try {
  rows = fromCsv(readFileSync(resolve(sheet), 'utf8'));
} catch (error) {
  console.error(`Cannot read ${sheet}: ${(error as Error).message}`);
  process.exit(1);
}
const { edits, problems } = planContentEdits(root, rows);
if (problems.length) {
  console.error(`Nothing was changed: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${sheet}:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
const before = writeContentEdits(root, edits);
const check = spawnSync(process.execPath, [join(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs'), join(import.meta.dirname, 'check-content.ts'), join(root, 'schemas/steps')], {
  cwd: root,
  encoding: 'utf8',
});
if (check.status !== 0) {
  undoContentEdits(before);
  console.error(`${check.stdout}${check.stderr}\nThe content check refused the change, so nothing was changed.`);
  process.exit(1);
}
console.log(`Changed ${edits.length} text${edits.length === 1 ? '' : 's'} in ${before.size} file${before.size === 1 ? '' : 's'}. ${check.stdout.trim()}`);
