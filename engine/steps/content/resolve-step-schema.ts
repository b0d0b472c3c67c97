import { childPointer, ContentSchemaError } from './content-schema-error';
import { expandCatalogues, type Catalogues } from './expand-catalogue';

/** What a step schema may refer to: the will schema (`../will.schema.json#/...`) and the catalogues. */
export type StepSchemaSources = { willSchema: unknown; catalogues: Catalogues };

const WILL_SCHEMA_REF = '../will.schema.json#';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node a JSON pointer (`/definitions/pet`) names in `root`, or undefined. */
function atPointer(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    if (!Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A step's JSON schema made self-contained: every `{"$ref": "../will.schema.json#/definitions/<name>"}` (at any depth)
 * is replaced by that definition, whose own `#/definitions/...` refs are resolved in the will schema in turn; keys
 * beside a `$ref` override the definition's (a step may retitle a field). Then `$catalogue` nodes become `oneOf` /
 * `enum` (expandCatalogues). Refs local to the step schema (`#/...`) are left as they are. Pure; the input is not
 * changed; `T` names the resolved shape the caller expects. Throws a ContentSchemaError naming the ref (and its pointer in the step schema) when a ref does not
 * resolve or refers to itself, and for an unknown catalogue.
 */
export function resolveStepSchema<T = Record<string, unknown>>(schema: unknown, sources: StepSchemaSources): T {
  const resolveRefs = (node: unknown, pointer: string, inWillSchema: boolean, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => resolveRefs(item, childPointer(pointer, i), inWillSchema, seen));
    if (!isObject(node)) return node;
    const { $ref: ref, ...siblings } = node;
    if (typeof ref === 'string' && !isLocalStepRef(ref, inWillSchema)) {
      const target = willSchemaPointer(ref, inWillSchema);
      const definition = target === undefined ? undefined : atPointer(sources.willSchema, target);
      if (target === undefined || !isObject(definition)) throw new ContentSchemaError(`$ref "${ref}" does not resolve in will.schema.json`, pointer);
      if (seen.includes(target)) throw new ContentSchemaError(`$ref "${ref}" refers to itself`, pointer);
      const resolved = resolveRefs(definition, pointer, true, [...seen, target]) as Record<string, unknown>;
      return { ...resolved, ...(resolveRefs(siblings, pointer, inWillSchema, seen) as Record<string, unknown>) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolveRefs(value, childPointer(pointer, key), inWillSchema, seen)]));
  };
  return expandCatalogues(resolveRefs(schema, '', false, []), sources.catalogues) as T;
}

function isLocalStepRef(ref: string, inWillSchema: boolean): boolean {
  return !inWillSchema && ref.startsWith('#');
}

/**
 * The pointer into will.schema.json a ref names: `../will.schema.json#/x` from a step, `#/x` from inside the will
 * schema; undefined for any other ref (a step may only borrow the will's definitions).
 */
function willSchemaPointer(ref: string, inWillSchema: boolean): string | undefined {
  if (ref.startsWith(WILL_SCHEMA_REF)) return decodeURIComponent(ref.slice(WILL_SCHEMA_REF.length));
  if (inWillSchema && ref.startsWith('#')) return decodeURIComponent(ref.slice(1));
  return undefined;
}
