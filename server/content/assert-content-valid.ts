import { resolve } from 'node:path';
import { checkContent, formatProblems } from './check-content';

/** Refuses to start the server on invalid content, naming each file and JSON pointer at fault. */
export function assertContentValid(stepsDir = resolve('schemas/steps')): void {
  const problems = checkContent(stepsDir);
  if (problems.length) throw new Error(`Invalid content in schemas/steps:\n${formatProblems(problems)}`);
}
