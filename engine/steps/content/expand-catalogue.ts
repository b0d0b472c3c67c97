import { childPointer, ContentSchemaError } from './content-schema-error';

/** The catalogues a schema may name, by file name without `.json` (`pet-types`), each a list of entries. */
export type Catalogues = Record<string, readonly unknown[]>;

/** `labels: false` gives a plain `enum` even where a label is named (for TypeScript types and the save validator). */
export type ExpandOptions = { labels?: boolean };

const CATALOGUE_KEYS = new Set(['$catalogue', 'value', 'label']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One `{$catalogue, value?, label?}` node at `pointer` as `oneOf` (with a label) or `enum`, its other keys kept. */
function expandNode(node: Record<string, unknown>, catalogues: Catalogues, pointer: string, labels: boolean): Record<string, unknown> {
  const name = node.$catalogue;
  const entries = typeof name === 'string' && Object.hasOwn(catalogues, name) ? catalogues[name] : undefined;
  if (!entries) throw new ContentSchemaError(`unknown catalogue "${String(name)}" (known: ${Object.keys(catalogues).join(', ')})`, pointer);
  const { value, label } = node;
  if (label !== undefined && typeof value !== 'string') throw new ContentSchemaError(`catalogue "${String(name)}": "label" needs "value"`, pointer);
  const pick = (entry: unknown, key: string, i: number): unknown => {
    if (!isObject(entry) || !(key in entry)) throw new ContentSchemaError(`catalogue "${String(name)}" entry ${i} has no "${key}"`, pointer);
    return entry[key];
  };
  const kept = Object.fromEntries(Object.entries(node).filter(([key]) => !CATALOGUE_KEYS.has(key)));
  const values = entries.map((entry, i) => (typeof value === 'string' ? pick(entry, value, i) : entry));
  if (typeof label !== 'string' || !labels) return { ...kept, enum: values };
  return { ...kept, oneOf: entries.map((entry, i) => ({ const: values[i], title: pick(entry, label, i) })) };
}

/**
 * A copy of a JSON schema with every `{"$catalogue": "<file>", "value": "<key>", "label": "<key>"}` node replaced by
 * the catalogue's options: `oneOf: [{const, title}]` when `label` is given, else `enum` (of the `value` key, or of the
 * entries themselves for a catalogue of plain values such as titles). The node's other keys (type, title, ...) stay.
 * With `options.labels` false every node becomes an `enum`. Pure; throws a ContentSchemaError (with the node's pointer) naming an unknown catalogue or an entry without the
 * named key.
 */
export function expandCatalogues<T>(schema: T, catalogues: Catalogues, options: ExpandOptions = {}): T {
  const labels = options.labels ?? true;
  const walk = (node: unknown, pointer: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, childPointer(pointer, i)));
    if (!isObject(node)) return node;
    const expanded = '$catalogue' in node ? expandNode(node, catalogues, pointer, labels) : node;
    return Object.fromEntries(Object.entries(expanded).map(([key, value]) => [key, walk(value, childPointer(pointer, key))]));
  };
  return walk(schema, '') as T;
}
