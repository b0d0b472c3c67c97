/**
 * A gift's item as the will and the letter of wishes write it, from the description the user typed (in either
 * language). Apart from ./gift-choices.ts, so the checks before drafting (shown on My Will) do not load these words.
 */
import possessionsWords from '../../schemas/copy/personal-possessions.json';
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

// The first word of a description's last comma-separated part that makes that part a clause about the item
// ('my watch, engraved with my initials'; 'my ring, which was my mother's'), or an aside when the part is not a list
// ('my car, a red Mini'), rather than the last entry of a list ('my books, records and CDs').
const CLAUSE_START = /^(which|that|who|whose|including|excluding|except|especially|currently|now|once|being|kept|known|given|left|\w+ed|\w+ing)\b/i;
const ASIDE_START = /^(a|an|the)\b/i;

/**
 * The item as it reads before ' to' in a sentence: followed by a comma when the description ends in a clause or an
 * aside after a comma, so the clause is closed ('I give my watch, engraved with my initials, to Daisy'); unchanged
 * otherwise, and for a list ('my books, records and CDs to Daisy').
 */
export function itemBeforeTo(item: string): string {
  const last = item.slice(item.lastIndexOf(',') + 1).trim();
  if (!item.includes(',') || !last || /^(and|or)\b/i.test(last)) return item;
  const aside = ASIDE_START.test(last) && !/\b(and|or)\b/i.test(last);
  return CLAUSE_START.test(last) || aside ? `${item},` : item;
}
