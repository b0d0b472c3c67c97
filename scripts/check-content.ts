/**
 * `npm run check:content [stepsDir] [schemasDir]`: every step file against the meta-schema, the will schema and
 * catalogues (by default beside the steps folder), and every name the engine, the web app and the flows define; and
 * that schemas/copy/flow-map.json describes every flow, event and guard of the flow machines.
 * Exits 1 with `file#/pointer: message` lines on any problem.
 */
import { dirname, resolve } from 'node:path';
import { checkContent, formatProblems } from '../server/content/check-content';
import { readContentSources } from '../server/content/read-content-sources';
import { knownStepNames } from '../web/wizard/known-step-names';
import { undescribedFlowNames } from '../flows/flow-descriptions';
import { flowMachines } from '../flows/flow-runner';

const stepsDir = resolve(process.argv[2] ?? 'schemas/steps');
const schemasDir = resolve(process.argv[3] ?? dirname(stepsDir));
const problems = [
  ...checkContent(stepsDir, knownStepNames(), { sources: readContentSources(schemasDir) }),
  // The questionnaire maps (stories/flows) describe every guard of the flows in plain words.
  ...undescribedFlowNames(flowMachines).map((problem) => ({ file: resolve(schemasDir, 'copy/flow-map.json'), ...problem })),
];
if (problems.length) {
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`);
  process.exit(1);
}
console.log(`Content check passed: every step file in ${stepsDir} is valid.`);
