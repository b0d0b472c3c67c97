/**
 * `npm run check:content [-- --no-welsh] [--root dir] [stepsDir] [schemasDir]`: every step file against the
 * meta-schema, the will schema and catalogues (by default beside the steps folder), and every name the engine, the
 * web app and the flows define; that schemas/copy/flow-map.json describes every flow, event and guard of the flow
 * machines; that every string of the content files is text or a name under a rule of scripts/content/text-rules.ts;
 * and, unless `--no-welsh`, the Welsh of every customer-facing text of the content under `--root` (by
 * default the folder holding schemasDir): present, current with its English, keeping its placeholders, and naming a
 * text that still exists. Exits 1 with `file#/pointer: message` lines on any problem.
 */
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent, formatProblems } from '../server/content/check-content';
import { readContentSources } from '../server/content/read-content-sources';
import { knownStepNames } from '../web/wizard/known-step-names';
import { undescribedFlowNames } from '../flows/flow-descriptions';
import { flowMachines } from '../flows/flow-runner';
import { welshProblems } from './content/welsh-problems';
import { classifiedLeaves } from './content/content-strings';

const { values, positionals } = parseArgs({ options: { root: { type: 'string' }, 'no-welsh': { type: 'boolean', default: false } }, allowPositionals: true });
const stepsDir = resolve(positionals[0] ?? 'schemas/steps');
const schemasDir = resolve(positionals[1] ?? dirname(stepsDir));
const root = resolve(values.root ?? dirname(schemasDir));
const problems = [
  ...checkContent(stepsDir, knownStepNames(), { sources: readContentSources(schemasDir) }),
  // The questionnaire maps (stories/flows) describe every guard of the flows in plain words.
  ...undescribedFlowNames(flowMachines).map((problem) => ({ file: resolve(schemasDir, 'copy/flow-map.json'), ...problem })),
  // Every string of the content is text (in the content sheet) or a name, under a rule of scripts/content/text-rules.ts.
  ...classifiedLeaves(root)
    .filter((leaf) => leaf.is === undefined)
    .map((leaf) => ({ file: relative(process.cwd(), resolve(root, leaf.file)), pointer: leaf.key.slice(leaf.file.length + 1), message: 'is neither text nor a name under any rule of scripts/content/text-rules.ts: say which it is there' })),
  ...(values['no-welsh'] ? [] : welshProblems(root).map((problem) => ({ ...problem, file: relative(process.cwd(), resolve(root, problem.file)) }))),
];
if (problems.length) {
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`);
  // Not process.exit: that would cut off a long report still being written to a pipe.
  process.exitCode = 1;
} else {
  console.log(`Content check passed: every step file in ${stepsDir} is valid${values['no-welsh'] ? '' : ', and every text has its Welsh, up to date'}.`);
}
