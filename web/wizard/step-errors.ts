import type { ErrorSchema, ValidatorType } from '@rjsf/utils';
import type { StepFile } from '../../engine/steps/step-file';
import { failingRules } from '../../engine/steps/step-file-rules';
import { documentPath } from '../../engine/steps/binding/step-document';
import { interpolate } from '../../engine/steps/interpolate';
import { resolveMessage, stepMessage } from '../../engine/steps/step-messages';
import type { SourceItem } from '../../engine/steps/step-sources';
import copy from '../../schemas/copy/form-errors.json';

/** Messages by field path inside a step's form data (`fullName`, `value.owner`, `items.0.name`). */
export type FieldErrors = Record<string, string[]>;

/** `.value.owner` or `['value']['owner']` as RJSF reports a property, as the dotted path `value.owner`. */
function pathOf(property: string | undefined): string {
  return (property ?? '')
    .replace(/\[['"]?([^'"\]]+)['"]?\]/g, '.$1')
    .replace(/^\./, '');
}

/**
 * The step file's message for a JSON Schema keyword failing at a field path (`required:<path>`, then
 * `required:<last segment>`, then `required`), else the shared copy's for the keyword, else its default.
 */
export function messageFor(step: Pick<StepFile, 'messages'>, keyword: string, path: string): string {
  const messages = step.messages ?? {};
  const keywords = copy.keywords as Record<string, string>;
  const last = path.split('.').pop() ?? path;
  return resolveMessage(messages[`${keyword}:${path}`] ?? messages[`${keyword}:${last}`] ?? messages[keyword]) ?? keywords[keyword] ?? copy.default;
}

/** True when `path` is `field` or lies inside it. */
export function isWithin(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

/**
 * Every client-side error of a step's form, by field path, in the step file's words: JSON Schema first, then the
 * named engine rules; fields in `hidden` (questions not shown) are never judged. One message per keyword.
 */
export function stepErrors(step: StepFile, validator: ValidatorType, data: Record<string, unknown>, today: string, hidden: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    if (!path || hidden.some((field) => isWithin(path, field))) return;
    const list = (errors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const { errors: schemaErrors } = validator.validateFormData(data, step.schema as object);
  for (const error of schemaErrors) {
    let path = pathOf(error.property);
    const missing = error.name === 'required' ? String(error.params?.missingProperty ?? '') : '';
    if (missing && !isWithin(path, missing) && !path.endsWith(`.${missing}`)) path = path ? `${path}.${missing}` : missing;
    // A oneOf or anyOf failure also reports its branches; the first message at a path is the one shown.
    add(path, messageFor(step, error.name ?? 'default', path));
  }
  for (const [path, rules] of Object.entries(failingRules(step.rules ?? [], data, { today }))) {
    for (const rule of rules) add(path, stepMessage(step, rule) ?? copy.default);
  }
  return errors;
}

/**
 * The errors with each item's error naming its item: in the message of an error at `field.….<uuid>`, `{name}` is
 * the label of that uuid among the items of the field's `ui:options.source` (an estate share's beneficiary). Without
 * a label the placeholder goes: "You must give {name} more than 0%" reads "You must give more than 0%".
 */
export function withItemNames(errors: FieldErrors, uiSchema: unknown, sourceItems: (source: string) => SourceItem[]): FieldErrors {
  const named: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const [field = '', ...rest] = path.split('.');
    const source = ((uiSchema as Record<string, { 'ui:options'?: { source?: unknown } }> | undefined)?.[field]?.['ui:options'] ?? {}).source;
    const label = rest.length && typeof source === 'string' ? sourceItems(source).find((item) => item.uuid === rest.at(-1))?.label : undefined;
    named[path] = messages.map((message) => (label ? interpolate(message, { name: label }) : message.replace(/\{name\} ?/g, '')));
  }
  return named;
}

/** The server's path (`will.userInfo`, `people.relations.<uuid>`, `will.pets.<uuid>`) of a bind pointer. */
function serverPath(pointer: string, params: Readonly<Record<string, string>>): string {
  const [root, ...rest] = documentPath(pointer, params);
  if (root !== 'will') return [root, ...rest].join('.');
  const [section, ...inner] = rest;
  const isPeople = section === 'relations' || section === 'children';
  return [isPeople ? 'people' : 'will', section, ...inner].filter(Boolean).join('.');
}

/**
 * The server's errors (keyed by SPEC paths such as `will.userInfo.fullName` or `people.children.<uuid>.birthday`)
 * that belong to this step's form, re-keyed by the form's field paths. Errors elsewhere in the will are left out.
 */
export function serverErrorsForStep(
  step: Pick<StepFile, 'bind' | 'bindFields'>,
  params: Readonly<Record<string, string>>,
  fields: Record<string, string[]> | undefined,
): FieldErrors {
  if (!fields) return {};
  const mine: FieldErrors = {};
  const places: Array<[string, string]> = [];
  if (step.bind && !/^\/(onboarding|account)/.test(step.bind)) places.push([`${serverPath(step.bind, params)}.`, '']);
  for (const [field, pointer] of Object.entries(step.bindFields ?? {})) places.push([serverPath(pointer, params), field]);
  for (const [path, messages] of Object.entries(fields)) {
    for (const [prefix, field] of places) {
      const inner = field ? (path === prefix ? field : path.startsWith(`${prefix}.`) ? `${field}.${path.slice(prefix.length + 1)}` : null) : path.startsWith(prefix) ? path.slice(prefix.length) : null;
      if (inner) mine[inner] = [...(mine[inner] ?? []), ...messages];
    }
  }
  return mine;
}

/** RJSF's nested error schema for errors by path, the first message of each. */
export function toErrorSchema(errors: FieldErrors): ErrorSchema {
  const schema: Record<string, any> = {};
  for (const [path, messages] of Object.entries(errors)) {
    if (!messages.length) continue;
    let node = schema;
    for (const key of path.split('.')) node = node[key] ??= {};
    node.__errors = [messages[0]];
  }
  return schema as ErrorSchema;
}

/** The id RJSF gives the input of a field path, which the error summary links to. */
export function fieldId(path: string): string {
  return ['root', ...path.split('.')].join('_');
}

/** Every property path of an object schema by the id RJSF gives its input (`root_value_owner` is value.owner). */
export function fieldPathsById(schema: unknown): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  const visit = (node: unknown, path: string[]) => {
    const properties = (node as { properties?: Record<string, unknown> } | null)?.properties;
    if (!properties || typeof properties !== 'object') return;
    for (const [key, child] of Object.entries(properties)) {
      const childPath = [...path, key];
      byId.set(fieldId(childPath.join('.')), childPath);
      visit(child, childPath);
    }
  };
  visit(schema, []);
  return byId;
}

/**
 * The errors as the fields appear on the page: each level by the uiSchema's `ui:order`, else the schema's property
 * order, list items by their index; a key the schema does not know (a split's share, `split.amounts.<uuid>`) by its
 * place in the form's `data` there; any other path goes last. The error summary lists them so.
 */
export function inFieldOrder(errors: FieldErrors, schema: unknown, uiSchema: unknown, data: unknown = {}): [string, string[]][] {
  const rank = (path: string): number[] => {
    const ranks: number[] = [];
    let node = schema as { properties?: Record<string, unknown>; items?: unknown } | undefined;
    let ui = uiSchema as Record<string, unknown> | undefined;
    let value = data as Record<string, unknown> | undefined;
    for (const segment of path.split('.')) {
      const at = value && typeof value === 'object' ? Object.keys(value).indexOf(segment) : -1;
      value = value && typeof value === 'object' ? (value[segment] as typeof value) : undefined;
      if (/^\d+$/.test(segment)) {
        ranks.push(Number(segment));
        node = node?.items as typeof node;
        ui = ui?.items as typeof ui;
        continue;
      }
      const keys = Object.keys(node?.properties ?? {});
      const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]).filter((key) => key !== '*') : [];
      const listed = [...order, ...keys.filter((key) => !order.includes(key))];
      const index = listed.indexOf(segment);
      ranks.push(index !== -1 ? index : at !== -1 && !node?.properties ? at : Number.MAX_SAFE_INTEGER);
      node = node?.properties?.[segment] as typeof node;
      ui = ui?.[segment] as typeof ui;
    }
    return ranks;
  };
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  };
  return Object.entries(errors)
    .map((entry) => ({ entry, rank: rank(entry[0]) }))
    .sort((a, b) => compare(a.rank, b.rank))
    .map(({ entry }) => entry);
}
