/**
 * One quotation-mark style through the documents: the drafting copy quotes defined words in curly double marks
 * (“my Executors”), so text the user typed is brought to the same style. Straight double quotes become “ ”; a phrase
 * in single quotes (straight or curly) becomes “…”; apostrophes stay straight, as the copy writes them (Grandma's).
 */

const OPENS_AFTER = /[\s([{\u2014\u2013-]/;
const LETTER = /[\p{L}\p{N}]/u;

function isOpening(text: string, i: number): boolean {
  return i === 0 || OPENS_AFTER.test(text[i - 1]!);
}

/** The index of the single quote (straight or ’) that closes the one opened at `open`, or -1 when none does. */
function closingSingle(text: string, open: number): number {
  for (let j = open + 2; j < text.length; j++) {
    const c = text[j]!;
    if ((c === "'" || c === '\u2019') && !LETTER.test(text[j + 1] ?? '') && !/\s/.test(text[j - 1]!)) return j;
  }
  return -1;
}

/** `text` with its quotation marks in the documents' style (see above). */
export function typeset(text: string): string {
  const out = text.split('');
  const closes = new Set<number>();
  for (let i = 0; i < out.length; i++) {
    const c = text[i]!;
    if (c === '"') out[i] = isOpening(text, i) ? '\u201C' : '\u201D';
    else if ((c === "'" || c === '\u2018') && !closes.has(i) && isOpening(text, i) && LETTER.test(text[i + 1] ?? '')) {
      const close = closingSingle(text, i);
      if (close > 0) {
        out[i] = '\u201C';
        out[close] = '\u201D';
        closes.add(close);
      }
    } else if (c === '\u2019' && !closes.has(i) && LETTER.test(text[i - 1] ?? '')) out[i] = "'";
  }
  return out.join('');
}

/** A copy of `value` with every string typeset: for the clauses, the signing guide and the letter of wishes. */
export function typesetAll<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T;
  if (Array.isArray(value)) return value.map((v) => typesetAll(v)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetAll(v)])) as T;
  return value;
}
