// A letter that starts a word, or follows a hyphen, or follows an apostrophe after a one-letter prefix (O'Neil,
// D'Arcy). Letters after other apostrophes are left alone, so a possessive or contraction is not capitalised.
const WORD_START = /((?:^|[\s-])\p{L}['’]|^|[\s-])(\p{L})/gu;

/**
 * Capitalises the first letter of each word of a name ("mary-jane o'neil" -> "Mary-Jane O'Neil"), treating hyphens as
 * word breaks, trimming, and collapsing runs of whitespace to one space. Other letters keep the case they were typed
 * in, so "mcDonald" becomes "McDonald" rather than "Mcdonald". Never throws.
 */
export function capitaliseWords(name: string): string {
  const tidy = name.trim().replace(/\s+/g, ' ');
  return tidy.replace(WORD_START, (_match, before: string, letter: string) => {
    const prefix = before.length > 1 ? capitaliseFirst(before) : before;
    return `${prefix}${letter.toLocaleUpperCase('en-GB')}`;
  });
}

function capitaliseFirst(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase('en-GB'));
}
