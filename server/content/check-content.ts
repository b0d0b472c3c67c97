import Ajv from 'ajv';
import { basename, dirname } from 'node:path';
import metaSchema from '../../schemas/step.meta.schema.json';
import type { StepSchemaSources } from '../../engine/steps/content/resolve-step-schema';
import type { KnownNames } from '../../engine/steps/content/step-name-problems';
import { stepFileProblems } from '../../engine/steps/content/step-file-problems';
import { ajvStepFileValidators } from '../../engine/steps/content/step-file-validators';
import { readContentSources } from './read-content-sources';
import { readStepFiles, type StepFileEntry } from './read-step-files';

export type { KnownNames } from '../../engine/steps/content/step-name-problems';
export type ContentProblem = { file: string; pointer: string; message: string };

/** ajv's checks of a step file, for the engine's one step-file check: compiled on first use, not at import. */
let validators: ReturnType<typeof ajvStepFileValidators> | undefined;
const stepFileValidators = () => (validators ??= ajvStepFileValidators(Ajv, metaSchema));

function entryProblems(entry: StepFileEntry, known: KnownNames, stepIds: readonly string[]): ContentProblem[] {
  const { file, source, step, schemaError } = entry;
  const checked = { expectedId: basename(file, '.json'), source: source as Record<string, unknown>, step: step as Record<string, any>, schemaError };
  return stepFileProblems(checked, known, stepIds, stepFileValidators()).map((problem) => ({ file, ...problem }));
}

export type CheckContentOptions = {
  /** What step schemas resolve against; by default will.schema.json and catalogue/ beside the steps folder. */
  sources?: StepSchemaSources;
};

/**
 * Every problem in the step files of a folder, each with its file and JSON pointer; empty when all is well. Checks
 * the meta-schema, that every `$ref` and `$catalogue` resolves, the consistency of fields, rules and messages, and
 * every name in `known` (a kind of name left out of `known` is not checked). Throws when the sources cannot be read.
 */
export function checkContent(stepsDir: string, known: KnownNames = {}, options: CheckContentOptions = {}): ContentProblem[] {
  const entries = readStepFiles(stepsDir, options.sources ?? readContentSources(dirname(stepsDir)));
  const stepIds = entries.map((e) => basename(e.file, '.json'));
  const problems: ContentProblem[] = [];
  const routes = new Map<string, string>();
  for (const entry of entries) {
    if (entry.parseError) {
      problems.push({ file: entry.file, pointer: '', message: `is not valid JSON: ${entry.parseError}` });
      continue;
    }
    const found = entryProblems(entry, known, stepIds);
    problems.push(...found);
    const route = entry.source.route;
    if (typeof route !== 'string') continue;
    const other = routes.get(route);
    if (other) problems.push({ file: entry.file, pointer: '/route', message: `"${route}" is also the route of ${basename(other)}` });
    routes.set(route, entry.file);
  }
  if (entries.length === 0) problems.push({ file: stepsDir, pointer: '', message: 'has no step files' });
  return problems;
}

/** Formats problems one a line, as `file#/pointer: message`. */
export function formatProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n');
}
