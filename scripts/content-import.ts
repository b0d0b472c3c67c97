/**
 * `npm run content:import -- file.csv [--root dir]`: applies an edited content sheet (from `npm run content:export`)
 * back: English texts to the files its keys name, Welsh texts, statuses and approvals to the Welsh layers
 * (schemas/cy/…), then runs the content check of the step files. A sheet with any problem changes nothing; a change
 * the content check refuses is undone.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fromCsv, type ContentRow } from './content/content-csv';
import { applyImport, planImport, type ImportPlan } from './content/import-plan';

const { values, positionals } = parseArgs({ options: { root: { type: 'string', default: '.' } }, allowPositionals: true });
const root = resolve(values.root!);
const sheet = positionals[0];
if (!sheet) {
  console.error('Usage: npm run content:import -- file.csv');
  process.exit(2);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
let rows: ContentRow[];
let plan: ImportPlan;
try {
  rows = fromCsv(readFileSync(resolve(sheet), 'utf8'));
} catch (error) {
  console.error(`Nothing was changed: cannot read ${sheet}: ${(error as Error).message}`);
  process.exit(1);
}
try {
  plan = planImport(root, rows);
} catch (error) {
  // A Welsh layer that is not JSON: check:content names it too.
  console.error(`Nothing was changed: ${(error as Error).message}`);
  process.exit(1);
}
if (plan.problems.length) {
  console.error(`Nothing was changed: ${plural(plan.problems.length, 'problem')} in ${sheet}:\n${plan.problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
const applied = applyImport(root, plan);
// The step files' check only: a sheet may leave Welsh missing; `npm run check:content` reports what is left.
const check = spawnSync(process.execPath, [join(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs'), join(import.meta.dirname, 'check-content.ts'), '--no-welsh', join(root, 'schemas/steps')], {
  cwd: root,
  encoding: 'utf8',
});
if (check.status !== 0) {
  applied.undo();
  console.error(`${check.stdout}${check.stderr}\nThe content check refused the change, so nothing was changed.`);
  process.exit(1);
}
const { written, confirmed, approved, unapproved, approvalWithdrawn } = plan.welsh.counts;
console.log(
  [
    `Changed ${plural(plan.edits.length, 'text')} in ${plural(applied.contentFiles, 'file')}.`,
    `Welsh: ${written} written, ${confirmed} confirmed, ${approved} approved, ${unapproved} approval${unapproved === 1 ? '' : 's'} removed, in ${plural(applied.layerFiles, 'layer')}.`,
    ...(approvalWithdrawn ? [`${plural(approvalWithdrawn, 'approved drafting text')} changed in Welsh and need${approvalWithdrawn === 1 ? 's' : ''} the legal team's approval again.`] : []),
    check.stdout.trim(),
  ].join(' '),
);
