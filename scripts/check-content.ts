import { resolve } from 'node:path';
import { checkContent, formatProblems } from '../server/content/check-content';

const dir = resolve(process.argv[2] ?? 'schemas/steps');
const problems = checkContent(dir);
if (problems.length) {
  console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${formatProblems(problems)}`);
  process.exit(1);
}
console.log(`Content check passed: every step file in ${dir} is valid.`);
