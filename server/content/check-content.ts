import Ajv, { type ErrorObject } from 'ajv';
import { basename } from 'node:path';
import metaSchema from '../../schemas/step.meta.schema.json';
import { stepRules } from '../../engine/step-file-rules';
import { readStepFiles } from './read-step-files';

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

/** Checks one parsed step file beyond the meta-schema: names that must agree with each other and with the engine. */
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
    if (!fields.includes(field)) add(`/rules/${i}`, `names field "${field}", which is not a property`);
    if (!step.messages?.[rule]) add(`/messages`, `has no message for rule "${rule}"`);
  });
  try {
    new Ajv({ strict: false }).compile(step.schema ?? {});
  } catch (error) {
    add('/schema', `is not a valid JSON Schema: ${(error as Error).message}`);
  }
  return problems;
}

/** Every problem in the step files of a folder, each with its file and JSON pointer; empty when all is well. */
export function checkContent(stepsDir: string): ContentProblem[] {
  const entries = readStepFiles(stepsDir);
  const problems: ContentProblem[] = [];
  const routes = new Map<string, string>();
  for (const { file, step, parseError } of entries) {
    if (parseError) {
      problems.push({ file, pointer: '', message: `is not valid JSON: ${parseError}` });
      continue;
    }
    if (!validateMeta(step)) {
      problems.push(...metaProblems(file, validateMeta.errors));
      continue;
    }
    problems.push(...consistencyProblems(file, step));
    const other = routes.get(step.route);
    if (other) problems.push({ file, pointer: '/route', message: `"${step.route}" is also the route of ${basename(other)}` });
    routes.set(step.route, file);
  }
  if (entries.length === 0) problems.push({ file: stepsDir, pointer: '', message: 'has no step files' });
  return problems;
}

/** Formats problems one a line, as `file#/pointer: message`. */
export function formatProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n');
}
