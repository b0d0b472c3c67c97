import type { StepFile } from '../engine/steps/step-file';
import type { SourceItem } from '../engine/steps/step-sources';
import { messageFor } from '../web/wizard/step-errors';
import { storyContext } from './story-context';

type Schema = Record<string, unknown>;
type Ui = Record<string, unknown> | undefined;
/** The items of a named engine source (`ui:options.source`), as a widget is offered them. */
type Sources = (source: string) => readonly Pick<SourceItem, 'uuid'>[];

/** The birthday-like sample date of the brief: old enough for every age rule, valid for every date rule. */
export const SAMPLE_DATE = '1985-03-27';

/** A sample string by what a field is called or drawn with, most specific first. */
const STRING_HINTS: [RegExp, string][] = [
  [/\bmoney\b/i, '500'],
  [/e-?mail/i, 'alex.morgan@example.com'],
  [/password/i, 'correct-horse-battery'],
  [/phone|telephone|mobile/i, '01632 960 001'],
  [/postcode/i, 'SW1A 2AA'],
  [/address/i, '10 Downing Street, London, SW1A 2AA, UK'],
  [/birth|dob|date/i, SAMPLE_DATE],
  [/name/i, 'Alex Morgan'],
];

const STRING_FORMATS: Record<string, string> = {
  date: SAMPLE_DATE,
  email: 'alex.morgan@example.com',
  uri: 'https://example.com/',
  'date-time': `${SAMPLE_DATE}T09:30:00Z`,
};

function fitLength(text: string, schema: Schema): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return text.padEnd(min, ' example').slice(0, max);
}

function sampleString(name: string, schema: Schema, ui: Ui): string {
  const format = typeof schema.format === 'string' ? STRING_FORMATS[schema.format] : undefined;
  if (format) return format;
  const clue = `${name} ${typeof ui?.['ui:widget'] === 'string' ? ui['ui:widget'] : ''}`;
  const hinted = STRING_HINTS.find(([pattern]) => pattern.test(clue));
  return fitLength(hinted ? hinted[1] : 'Example answer', schema);
}

function sampleNumber(schema: Schema): number {
  if (typeof schema.minimum === 'number') return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  return typeof schema.maximum === 'number' ? Math.min(1, schema.maximum) : 1;
}

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  return typeof type === 'string' ? type : undefined;
}

/** The uuids the field's `ui:options.source` offers (a `choice` widget's people), or none. */
function offered(ui: Ui, sources: Sources): string[] {
  const source = (ui?.['ui:options'] as { source?: unknown } | undefined)?.source;
  return typeof source === 'string' ? sources(source).map((item) => item.uuid) : [];
}

function itemCount(schema: Schema): number {
  return typeof schema.minItems === 'number' ? Math.max(schema.minItems, 1) : 1;
}

/**
 * A valid value for one field's schema; `name` and the field's uiSchema give the clues for strings. A field whose
 * `ui:options.source` offers items answers with the first of them (`sources`: over the stories' sample will).
 */
export function sampleValue(name: string, schema: Schema, ui?: Ui, sources: Sources = storyContext.sourceItems): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const uuids = offered(ui, sources);
  if (uuids.length > 0) return typeOf(schema) === 'array' ? uuids.slice(0, itemCount(schema)) : uuids[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const options = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(options) && options.length > 0) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    return sampleValue(name, { ...rest, ...options[0] }, ui, sources);
  }
  switch (typeOf(schema)) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      return Array.from({ length: itemCount(schema) }, () => sampleValue(name, items, ui?.items as Ui, sources));
    }
    case 'object':
      return sampleObject(schema, ui, sources);
    default:
      return sampleString(name, schema, ui);
  }
}

function sampleObject(schema: Schema, ui: Ui, sources: Sources): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, sampleValue(name, property, ui?.[name] as Ui, sources)]),
  );
}

/**
 * Valid answers for every field of a step, derived from its schema: `examples[0]` when given, else the first items
 * of the field's `ui:options.source`, else the first `const`/`enum`/`oneOf` option, `true` for booleans, and strings
 * guessed from the field's name and widget (a `money` widget's amount is whole pounds). Fields with a `visibleIf` are
 * answered too. A field whose `pattern` defeats the guess needs an `examples` keyword in the step file.
 */
export function sampleData(step: StepFile, sources: Sources = storyContext.sourceItems): Record<string, unknown> {
  return sampleObject(step.schema as Schema, step.uiSchema, sources);
}

/** The message for each required field of a step left empty: the renderer's own lookup (web/wizard/step-errors.ts). */
export function errorsFor(step: StepFile): Record<string, string[]> {
  const required = step.schema.required ?? [];
  return Object.fromEntries(required.map((field) => [field, [messageFor(step, 'required', field)]]));
}
