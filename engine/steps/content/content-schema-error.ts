/** A schema in content that cannot be resolved: a `$ref` or `$catalogue` that names nothing, at `pointer` in it. */
export class ContentSchemaError extends Error {
  constructor(
    message: string,
    /** JSON pointer, inside the schema being resolved, of the node at fault ('' for the root). */
    readonly pointer: string,
  ) {
    super(message);
    this.name = 'ContentSchemaError';
  }
}

/** `base` extended by one JSON-pointer segment, escaped (`~0`, `~1`). */
export function childPointer(base: string, key: string | number): string {
  return `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
