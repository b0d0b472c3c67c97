/** Joins the non-blank address parts with ', ' in the order given, trimming each (the Postcoder summaryline shape). */
export function toSummaryLine(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}
