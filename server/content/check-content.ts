import Ajv, { type ErrorObject } from 'ajv';
import { basename, dirname } from 'node:path';
import metaSchema from '../../schemas/step.meta.schema.json';
import type { StepSchemaSources } from '../../engine/content/resolve-step-schema';
import { stepNameProblems, type KnownNames } from '../../engine/content/step-name-problems';
import { stepRules } from '../../engine/step-file-rules';
import { readContentSources } from './read-content-sources';
import { readStepFiles, type StepFileEntry } from './read-step-files';

export type { KnownNames } from '../../engine/content/step-name-problems';
export type ContentProblem = { file: string; pointer: string; message: string };

const ajv = new Ajv({ allErrors: true, strict: false });
const validateMeta = ajv.compile(metaSchema);

function metaProblems(file: string, errors: ErrorObject[] | null | undefined): ContentProblem[] {
  return (errors ?? []).map((e) => ({
    file,
    pointer: e.instancePath || '/',
    message: e.keyword === 'additionalProperties' ? `unknown key "${String(e.params.additionalProperty)}"` : (e.message ?? e.keyword),
  }));
}

/** Whether a dotted field path (`partner.birthday`) names a property of the (resolved) object schema. */
function hasField(schema: unknown, path: string): boolean {
  let node = schema as { properties?: Record<string, unknown> } | undefined;
  for (const name of path.split('.')) {
    const next = node?.properties?.[name];
    if (!next) return false;
    node = next as typeof node;
  }
  return true;
}

/** Checks one resolved step file beyond the meta-schema: names that must agree with each other and with the engine. */
function consistencyProblems(file: string, step: Record<string, any>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (step.id !== basename(file, '.json')) add('/id', `must equal the file name "${basename(file, '.json')}"`);
  const fields = Object.keys(step.schema?.properties ?? {});
  (step.schema?.required ?? []).forEach((name: string, i: number) => {
    if (!fields.includes(name)) add(`/schema/required/${i}`, `names "${name}", which is not a property`);
  });
  (step.uiSchema?.['ui:order'] ?? []).forEach((name: string, i: number) => {
    if (name !== '*' && !fields.includes(name)) add(`/uiSchema/ui:order/${i}`, `names "${name}", which is not a property`);
  });
  (step.rules ?? []).forEach((rule: string, i: number) => {
    const [name = '', field = ''] = rule.split(':');
    if (!(name in stepRules)) add(`/rules/${i}`, `unknown rule "${name}" (known: ${Object.keys(stepRules).join(', ')})`);
    if (!hasField(step.schema, field)) add(`/rules/${i}`, `names field "${field}", which is not a property`);
    if (!step.messages?.[rule]) add(`/messages`, `has no message for rule "${rule}"`);
  });
  try {
    new Ajv({ strict: false }).compile(step.schema ?? {});
  } catch (error) {
    add('/schema', `is not a valid JSON Schema: ${(error as Error).message}`);
  }
  return problems;
}

function entryProblems(entry: StepFileEntry, known: KnownNames, stepIds: readonly string[]): ContentProblem[] {
  const { file, source, step, schemaError } = entry;
  if (!validateMeta(source)) return metaProblems(file, validateMeta.errors);
  if (schemaError) return [{ file, pointer: `/schema${schemaError.pointer}`, message: schemaError.message }];
  const names = stepNameProblems(source as Record<string, unknown>, known, stepIds).map((p) => ({ file, ...p }));
  return [...consistencyProblems(file, step), ...names];
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
