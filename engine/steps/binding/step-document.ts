import type { Will } from '../../will/will';

/**
 * What a step's `source` read from the API before it was drawn (the call slots free, the invitations sent), by key,
 * as the server answered it: read, never written, by the engine's predicates, sources and figures, which check its
 * shape (engine/products/…).
 */
export type StepLoaded = Readonly<Record<string, unknown>>;

/**
 * The one document a step screen edits, with the three roots step files bind into: the will (whose people are
 * also reachable as /people), the visitor's onboarding answers, and the account form (sign-up and sign-in,
 * never stored); and what the step's `source` loaded, which no step binds into.
 */
export type StepDocument = { will: Will; onboarding: Record<string, unknown>; account: Record<string, unknown>; loaded?: StepLoaded };

/** Where `/people/<map>` lives in the will: relations and children are will sections too, and so are pets. */
const PEOPLE_MAPS = new Set(['relations', 'children', 'pets']);

/**
 * The path into a StepDocument that a bind pointer names once its `{param}` segments are filled from `params`
 * (`/people/children/{uuid}` is `['will', 'children', '<uuid>']`). Throws when a parameter is missing or the
 * pointer names no root, which the content check rules out for shipped step files.
 */
export function documentPath(pointer: string, params: Readonly<Record<string, string>>): string[] {
  const [root = '', ...rest] = pointer.split('/').slice(1);
  const segments = rest.map((segment) => {
    const name = /^\{([a-z]+)\??\}$/.exec(segment)?.[1];
    if (name === undefined) return segment;
    const value = params[name];
    if (!value) throw new Error(`${pointer}: no value for {${name}}`);
    return value;
  });
  if (root === 'people') {
    if (!PEOPLE_MAPS.has(segments[0] ?? '')) throw new Error(`${pointer}: /people holds ${[...PEOPLE_MAPS].join(', ')}`);
    return ['will', ...segments];
  }
  if (root !== 'will' && root !== 'onboarding' && root !== 'account') throw new Error(`${pointer}: unknown root /${root}`);
  return [root, ...segments];
}

/** The value at `path` in `document`, or undefined when any part of the way is missing. */
export function readPath(document: unknown, path: readonly string[]): unknown {
  let value: unknown = document;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A copy of `document` with `value` at `path`, creating objects on the way; every object on the path is copied,
 * nothing else is. `undefined` removes the key.
 */
export function writePath<T>(document: T, path: readonly string[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string, ...string[]];
  if (Array.isArray(document) && /^\d+$/.test(key)) {
    // A list item by index (`/will/assets/{index}`): index == length appends; undefined removes the item.
    const index = Number(key);
    const inner = writePath(document[index], rest, value);
    const next = [...document];
    if (inner === undefined) next.splice(index, 1);
    else next[index] = inner;
    return next as T;
  }
  // A list written by index before it exists (the first gift at `/will/gifts/0`) starts as an empty list.
  if ((document === undefined || document === null) && /^\d+$/.test(key)) return writePath([] as unknown as T, path, value);
  const current = document !== null && typeof document === 'object' ? (document as Record<string, unknown>) : {};
  const next = { ...current };
  const inner = writePath(Object.hasOwn(current, key) ? current[key] : undefined, rest, value);
  if (inner === undefined) delete next[key];
  else next[key] = inner;
  return next as T;
}
