/** The id of the error message the field template renders for the field whose widget has id `id`. */
export function errorMessageId(id: string): string {
  return `${id}-error`;
}

/**
 * ARIA attributes tying a control to its field's error message, when it has errors; none otherwise. The field
 * template renders the message with id `${id}-error`.
 */
export function errorAria(
  id: string,
  rawErrors: string[] | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return rawErrors?.length ? { 'aria-invalid': true, 'aria-describedby': errorMessageId(id) } : {};
}
