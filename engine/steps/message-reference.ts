/**
 * A step file's message is its own text, or `@key`: the catalogue's message of that name
 * (schemas/catalogue/validation-messages.json). Kept apart from ./step-messages (which reads the catalogue) so the
 * content tools load it without JSON imports.
 */
export const MESSAGE_REFERENCE = /^@(\w+)$/;

/** The catalogue key a step file's message names (`@dateNotValid`), or null for a message of its own. */
export function messageReference(text: string): string | null {
  return MESSAGE_REFERENCE.exec(text)?.[1] ?? null;
}
