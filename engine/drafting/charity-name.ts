/**
 * A charity's name as the will writes it: the registered name, with the definite article where the name has one.
 * A register's inverted form ("Royal British Legion, The") is turned round and a leading "the" is capitalised, since
 * it is part of the name ("The Royal British Legion"); no template puts its own "the" before a name, so the will
 * never reads "the The".
 */
export function charityName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const inverted = /^(.+?),\s*the$/i.exec(trimmed);
  const named = inverted ? `The ${inverted[1]}` : trimmed;
  return named.replace(/^the\s+/i, (article) => (article.startsWith('THE') ? article : `The${article.slice(3)}`));
}
