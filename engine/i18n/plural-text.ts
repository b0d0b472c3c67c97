/**
 * The one way copy words a count: a text per CLDR plural form, `{ "one": "…", "other": "…" }` in English, to which
 * a language's layer adds the forms it needs (Welsh: zero, one, two, few, many, other; see ./overlay.ts), with `{n}`
 * (and any other placeholders) filled in.
 */
import { interpolate } from '../steps/interpolate';
import { choosePlural, type PluralForms } from './format';
import type { Language } from './language';

export function pluralText(forms: PluralForms, count: number, language: Language, values: Record<string, string> = {}): string {
  return interpolate(choosePlural(forms, count, language), { n: String(count), ...values });
}
