import copy from '../../schemas/copy/widgets.json';

/** Default widget text, owned by content editors in schemas/copy/widgets.json. */
export type WidgetCopy = typeof copy;

/**
 * The default text of one widget with any string of the same key in its `ui:options` taking precedence, so a step file
 * can reword a widget for one field (e.g. `"ui:options": {"sameAsUser": "Same as my address"}`).
 */
export function widgetCopy<K extends keyof WidgetCopy>(widget: K, options: Record<string, unknown>): WidgetCopy[K] {
  const defaults = copy[widget];
  const merged: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const override = options[key];
    if (typeof override === 'string') merged[key] = override;
  }
  return merged as WidgetCopy[K];
}

/** Replaces each `{name}` in `text` with `values[name]`; unknown names are left as written. */
export function fillCopy(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
