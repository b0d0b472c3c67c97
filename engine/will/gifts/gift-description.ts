import { inEveryLanguage } from '../../i18n/localised-content';
import { GIFT_TYPES } from './gifts';

const plain = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The starter texts a gift's description may begin with, in every language (schemas/catalogue/gift-types.json and its
 * layers: 'My ', 'All of my '; 'Fy ', 'Fy holl '), longest first, so 'All of my books' is read as 'All of my ' and
 * not as a description that happens to start 'All'. A description is judged by what was typed, whatever language
 * the reader now reads in.
 */
export function descriptionPrefixes(): string[] {
  const prefixes = inEveryLanguage(GIFT_TYPES).flatMap((types) => types.map((type) => type.descriptionPrefix));
  return [...new Set(prefixes.filter((prefix) => prefix.trim() !== ''))].sort((a, b) => b.length - a.length);
}

/**
 * True when a gift's description says what is given: more than a starter text in any language ('My ', 'All of my ',
 * 'Fy holl ') or a beginning of one ('All of', 'my', 'Fy'), whatever the spacing or case. Money is described by its
 * amount instead (its starter text is empty: only an empty description fails).
 */
export function describesGift(itemDesc: string): boolean {
  const text = plain(itemDesc);
  return text !== '' && !descriptionPrefixes().some((prefix) => plain(prefix).startsWith(text));
}
