import { resolve } from 'node:path';
import { checkContent, formatProblems, type CheckContentOptions } from './check-content';
import { engineNames } from '../../engine/steps/content/engine-step-names';

/**
 * Refuses to start the server on invalid content: throws an Error naming each file and JSON pointer at fault.
 * Checks the engine's names (sources, predicates, figures) and route parameters; widgets, effects, flow events, API
 * sources and panels are checked by `npm run check:content`.
 */
export function assertContentValid(stepsDir = resolve('schemas/steps'), options: CheckContentOptions = {}): void {
  const problems = checkContent(stepsDir, engineNames(), options);
  if (problems.length) throw new Error(`Invalid content in ${stepsDir}:\n${formatProblems(problems)}`);
}
