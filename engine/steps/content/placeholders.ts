/** The `{name}` placeholders of a content text: filled in by the code, so every language's text keeps the same set. */

/** The `{name}` placeholders of a text, sorted, each once. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

/** The placeholders of `original` that `text` leaves out, and those `text` adds that `original` does not fill in. */
export function placeholderChanges(original: string, text: string): { dropped: string[]; invented: string[] } {
  const before = placeholders(original);
  const after = placeholders(text);
  return { dropped: before.filter((name) => !after.includes(name)), invented: after.filter((name) => !before.includes(name)) };
}

/** `{a}, {b}`: placeholders as an editor writes them. */
export const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');
