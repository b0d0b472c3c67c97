/** Stands in for RJSF's own error list, help and error templates: our field template and summary draw those. */
export function EmptyTemplate() {
  return null;
}
