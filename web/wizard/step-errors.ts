import type { ValidatorType } from '@rjsf/utils';
import type { StepFile } from '../../engine/step-file';
import { failingRules } from '../../engine/step-file-rules';
import copy from '../../schemas/copy/form-errors.json';

export type FieldErrors = Record<string, string[]>;

function fieldOf(property: string | undefined): string {
  return (property ?? '').replace(/^\./, '').split(/[.[]/)[0] ?? '';
}

function messageFor(step: StepFile, keyword: string, field: string): string {
  const messages = step.messages ?? {};
  const keywords = copy.keywords as Record<string, string>;
  return messages[`${keyword}:${field}`] ?? messages[keyword] ?? keywords[keyword] ?? copy.default;
}

/**
 * Every client-side error of a step's form, per top-level field, in the step file's words: JSON Schema first,
 * then the named engine rules. One message per keyword, in the order found.
 */
export function stepErrors(step: StepFile, validator: ValidatorType, data: Record<string, unknown>, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const { errors: schemaErrors } = validator.validateFormData(data, step.schema as object);
  for (const error of schemaErrors) {
    const field = error.name === 'required' ? String(error.params?.missingProperty ?? fieldOf(error.property)) : fieldOf(error.property);
    if (field) add(field, messageFor(step, error.name ?? 'default', field));
  }
  const failed = failingRules(step.rules ?? [], data, { today });
  for (const [field, rules] of Object.entries(failed)) for (const rule of rules) add(field, step.messages?.[rule] ?? copy.default);
  return errors;
}

/** Server errors (keyed by the API's paths, e.g. `will.userInfo.fullName`) for this step's fields. */
export function serverErrorsForStep(step: StepFile, fields: Record<string, string[]> | undefined): FieldErrors {
  if (!fields) return {};
  const prefix = `${step.bind.slice(1).replace(/\//g, '.')}.`;
  const mine: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    if (!path.startsWith(prefix)) continue;
    const field = path.slice(prefix.length).split('.')[0] ?? '';
    if (field in step.schema.properties) mine[field] = [...(mine[field] ?? []), ...messages];
  }
  return mine;
}
