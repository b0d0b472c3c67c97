/**
 * `npm run check:content [stepsDir] [schemasDir]`: every step file against the meta-schema, the will schema and
 * catalogues (by default beside the steps folder), and every name the engine, the web app and the flows define.
 * Exits 1 with `file#/pointer: message` lines on any problem.
 */
import { dirname, resolve } from 'node:path';
import { checkContent, formatProblems } from '../server/content/check-content';
import { readContentSources } from '../server/content/read-content-sources';
import { allKnownNames } from './content-known-names';

const stepsDir = resolve(process.argv[2] ?? 'schemas/steps');
const schemasDir = resolve(process.argv[3] ?? dirname(stepsDir));
const problems = checkContent(stepsDir, allKnownNames(), { sources: readContentSources(schemasDir) });
if (problems.length) {
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`);
  process.exit(1);
}
console.log(`Content check passed: every step file in ${stepsDir} is valid.`);
