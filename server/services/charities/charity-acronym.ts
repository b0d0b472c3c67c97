const MINOR = new Set(['the', 'of', 'and', 'for', 'in', 'on', 'at', 'to', 'a', 'an', '&']);

/**
 * The initials of a charity name's main words, lower case: 'The Royal National Lifeboat Institution' -> 'rnli',
 * so typing a charity's well-known acronym finds it. Empty for a one-word name.
 */
export function charityAcronym(name: string): string {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !MINOR.has(w));
  return words.length > 1 ? words.map((w) => w[0]).join('') : '';
}
