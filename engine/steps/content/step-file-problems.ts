import { stepRules } from '../step-file-rules';
import { isCatalogueMessage, messageReference } from '../step-messages';
import { VALIDATION_MESSAGES } from '../../will/validation/field-errors';
import type { ContentSchemaError } from './content-schema-error';
import { stepNameProblems, type KnownNames } from './step-name-problems';
import { untitledFieldProblems } from './untitled-field-problems';

export type StepFileProblem = { pointer: string; message: string };

/**
 * What checking a step file needs that the engine may not import (ajv): the meta-schema's verdict on the file as
 * written, and whether a resolved `schema` compiles. The server and Storybook each pass ajv's.
 */
export type StepFileValidators = {
  /** Problems of `source` against schemas/step.meta.schema.json; empty when it passes. */
  metaProblems: (source: unknown) => StepFileProblem[];
  /** Why `schema` is not a valid JSON Schema, or undefined when it compiles. */
  schemaError: (schema: unknown) => string | undefined;
};

export type StepFileToCheck = {
  /** The id the file's name gives it (`about-you` for about-you.json). */
  expectedId: string;
  /** The step exactly as written. */
  source: Record<string, unknown>;
  /** The step with its schema resolved, when that worked. */
  step: Record<string, any>;
  /** Why the schema could not be resolved, with the pointer inside `schema`. */
  schemaError?: ContentSchemaError;
};

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

const catalogueKeyOf = new Map(Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key]));
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A message lives once: a step file names a catalogue message by `@key` rather than restating it, and only keys the catalogue has. */
export function messageProblems(messages: Record<string, unknown>): StepFileProblem[] {
  const problems: StepFileProblem[] = [];
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text !== 'string') continue;
    const pointer = `/messages/${escapePointer(key)}`;
    const reference = messageReference(text);
    if (reference !== null && !isCatalogueMessage(reference)) problems.push({ pointer, message: `names "@${reference}", which schemas/catalogue/validation-messages.json does not have` });
    const restated = catalogueKeyOf.get(text);
    if (restated) problems.push({ pointer, message: `restates the catalogue's message "${restated}": write "@${restated}"` });
  }
  return problems;
}

/** Names that must agree with each other inside one resolved step file: id, required, order, rules and messages. */
function consistencyProblems(expectedId: string, step: Record<string, any>, validators: StepFileValidators): StepFileProblem[] {
  const problems: StepFileProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  if (step.id !== expectedId) add('/id', `must equal the file name "${expectedId}"`);
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
  problems.push(...messageProblems(step.messages ?? {}));
  problems.push(...untitledFieldProblems(step.schema, step.uiSchema));
  const invalid = validators.schemaError(step.schema ?? {});
  if (invalid) add('/schema', `is not a valid JSON Schema: ${invalid}`);
  return problems;
}

/**
 * Every problem of one step file, each with its JSON pointer: the meta-schema first (nothing else is checked when it
 * fails), then the schema's `$ref`s and catalogues, the consistency of fields, rules and messages, and every name in
 * `known` (a kind left out is not checked). One check for `npm run check:content`, the server's start and Storybook.
 */
export function stepFileProblems(file: StepFileToCheck, known: KnownNames, stepIds: readonly string[], validators: StepFileValidators): StepFileProblem[] {
  const meta = validators.metaProblems(file.source);
  if (meta.length) return meta;
  if (file.schemaError) return [{ pointer: `/schema${file.schemaError.pointer}`, message: file.schemaError.message }];
  return [...consistencyProblems(file.expectedId, file.step, validators), ...stepNameProblems(file.source, known, stepIds)];
}
