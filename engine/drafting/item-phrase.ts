/**
 * A gift's item as the will and the letter of wishes write it, from the description the user typed (in either
 * language). Apart from ./gift-choices.ts, so the checks before drafting (shown on My Will) do not load these words.
 */
import possessionsWords from '../../schemas/copy/personal-possessions.json';
import clauseWords from '../../schemas/copy/description-clauses.json';
import { inEveryLanguage } from '../i18n/localised-content';
import { descriptionPrefixes } from '../will/gifts/gift-description';

/** A phrase from the copy as a pattern: any spacing between its words, a full stop optional ('s. 55', 's.55', 's55'), either apostrophe. */
function phrasePattern(phrase: string): string {
  return phrase
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\.\s*/g, '\\.?\\s*')
    .replace(/\s+/g, '\\s+')
    .replace(/['’]/g, "['’]");
}
const anyOf = (phrases: readonly string[]) => [...new Set(phrases.map(phrasePattern))].join('|');

/**
 * The words for personal possessions, and a reference to section 55 a user may have typed after the SPEC 2.13 hint
 * ('... as defined by section 55 Administration of Estates Act'; the will states the definition itself, in full), in
 * every language (schemas/copy/personal-possessions.json and its layers): what someone typed does not change
 * with the language the will is drafted in.
 */
function possessionsPatterns(): { possessions: RegExp; typedSection55: RegExp } {
  const words = inEveryLanguage(possessionsWords);
  return {
    possessions: new RegExp(`(?<![\\p{L}\\p{N}])(${anyOf(words.flatMap((w) => w.words))})(?![\\p{L}\\p{N}])`, 'iu'),
    typedSection55: new RegExp(`[,;]?\\s*\\(?\\s*(${anyOf(words.flatMap((w) => w.definedBy))})\\s+(${anyOf(words.flatMap((w) => w.section))})(?!\\p{N})[^)]*\\)?[.\\s]*$`, 'iu'),
  };
}

/**
 * A gift's description as it reads after 'I give': trimmed, without a final full stop or a typed section 55
 * reference, and with the form's starter text ('My '/'All of my ', 'Fy '/'Fy holl ') in lower case. `personalPossessions`
 * is true when it gives personal possessions, which the will then defines by section 55 of the Administration of
 * Estates Act 1925.
 */
export function itemPhrase(description: string): { item: string; personalPossessions: boolean } {
  const { possessions, typedSection55 } = possessionsPatterns();
  let item = description.trim().replace(typedSection55, '').replace(/[.\s]+$/, '');
  for (const descriptionPrefix of descriptionPrefixes()) {
    const prefix = descriptionPrefix.trim();
    if (item.toLowerCase().startsWith(`${prefix.toLowerCase()} `)) {
      item = `${prefix.toLowerCase()}${item.slice(prefix.length)}`;
      break;
    }
  }
  return { item, personalPossessions: possessions.test(item) };
}

/** A list of words from the copy ('which, that, *ed') as patterns, a '*' standing for any letters of a word. */
const wordPatterns = (list: string) =>
  list
    .split(',')
    .filter((word) => word.trim())
    .map((word) => phrasePattern(word).replace(/\\\*/g, '\\p{L}+'));
// Whole words. A word that starts a clause or an aside is not followed by an apostrophe (English 'a' does not start
// Welsh "a'r"); a list's word may be, joined to the next (Welsh "a'r", "neu'r": "and the", "or the").
const pattern = (list: string, apostrophe: boolean) =>
  `(?<![\\p{L}\\p{N}'’])(?:${wordPatterns(list).join('|')})(?![\\p{L}\\p{N}${apostrophe ? '' : "'’"}])`;
const startsWith = (text: string, list: string, apostrophe = false) => new RegExp(`^${pattern(list, apostrophe)}`, 'iu').test(text);
const holds = (text: string, list: string) => new RegExp(pattern(list, true), 'iu').test(text);

/**
 * Whether the last comma-separated part of a description is, in one language's words
 * (schemas/copy/description-clauses.json), a clause about the item ('engraved with my initials', "which was my
 * mother's") or an aside ('a red Mini') rather than the last entry of a list ('records and CDs', 'and CDs'). A clause's
 * words are looked for first: in Welsh "a ysgythrwyd" (which was engraved) starts with "a", also the word for "and".
 */
function endsInClause(last: string, words: typeof clauseWords): boolean {
  if (startsWith(last, words.clauseStarts)) return true;
  if (startsWith(last, words.listWords, true)) return false;
  return startsWith(last, words.asideStarts) && !holds(last, words.listWords);
}

/**
 * The item as it reads before ' to' in a sentence: followed by a comma when the description ends in a clause or an
 * aside after a comma, so the clause is closed ('I give my watch, engraved with my initials, to Daisy'); unchanged
 * otherwise, and for a list ('my books, records and CDs to Daisy'). Judged by the words of every language, since a
 * user may type in either whatever the will's language.
 */
export function itemBeforeTo(item: string): string {
  const last = item.slice(item.lastIndexOf(',') + 1).trim();
  if (!item.includes(',') || !last) return item;
  return inEveryLanguage(clauseWords).some((words) => endsInClause(last, words)) ? `${item},` : item;
}

/**
 * The item as `template` (a sentence with `{item}`) puts it: closed by a comma where the description ends in a clause
 * or an aside (itemBeforeTo), unless the template already follows the item with a comma (a vehicle's ", or any vehicle
 * …"; the Welsh letter's "sef {item}, i'r canlynol").
 */
export function itemIn(template: string, item: string): string {
  return template.includes('{item},') ? item : itemBeforeTo(item);
}
