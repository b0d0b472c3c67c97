/** Decides whether a named engine predicate holds for the form's current answers. */
export type PredicateCheck = (predicate: string, data: Record<string, unknown>) => boolean;

type UiNode = Record<string, any>;

/** Paths of the fields whose `ui:options.visibleIf` does not hold for `data` (questions not asked now). */
export function hiddenFields(uiSchema: UiNode | undefined, data: Record<string, unknown>, check: PredicateCheck, prefix = ''): string[] {
  if (!uiSchema) return [];
  const hidden: string[] = [];
  for (const [key, node] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:') || !node || typeof node !== 'object' || Array.isArray(node)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const predicate = node['ui:options']?.visibleIf;
    if (typeof predicate === 'string' && !check(predicate, data)) hidden.push(path);
    else hidden.push(...hiddenFields(node, data, check, path));
  }
  return hidden;
}

/** The ui schema with each hidden field drawn by the hidden widget. */
export function withHiddenFields(uiSchema: UiNode, hidden: readonly string[]): UiNode {
  if (hidden.length === 0) return uiSchema;
  const copy = structuredClone(uiSchema);
  for (const path of hidden) {
    let node = copy;
    for (const key of path.split('.')) node = node[key] ??= {};
    node['ui:widget'] = 'hidden';
  }
  return copy;
}

/** The answers without the hidden fields: a question not asked is not stored (it is set to undefined). */
export function withoutHidden(data: Record<string, unknown>, hidden: readonly string[]): Record<string, unknown> {
  let next = data;
  for (const path of hidden) {
    const keys = path.split('.');
    next = unset(next, keys);
  }
  return next;
}

function unset(data: Record<string, unknown>, [key, ...rest]: string[]): Record<string, unknown> {
  if (key === undefined || !(key in data)) return data;
  if (rest.length === 0) return { ...data, [key]: undefined };
  const inner = data[key];
  return inner && typeof inner === 'object' ? { ...data, [key]: unset(inner as Record<string, unknown>, rest) } : data;
}

/** The ui schema with the fields a `filled:` rule requires marked `ui:options.filled`, so none reads "(optional)". */
export function withFilledMarks(uiSchema: UiNode, rules: readonly string[] | undefined): UiNode {
  const fields = (rules ?? []).filter((rule) => rule.startsWith('filled:')).map((rule) => rule.slice('filled:'.length));
  if (fields.length === 0) return uiSchema;
  const copy = structuredClone(uiSchema);
  for (const path of fields) {
    let node = copy;
    for (const key of path.split('.')) node = node[key] ??= {};
    node['ui:options'] = { ...node['ui:options'], filled: true };
  }
  return copy;
}
