// No imports: the content check's rules (scripts/content/text-rules.ts) load it into Vite's config as well.
/**
 * Whether a string is something to write in words, so it needs its Welsh: it has a letter outside its
 * `{placeholders}`, or it joins placeholders with other characters (`{title} {index}`, `£{amount}`: a language may
 * order or mark them otherwise). Punctuation or a number alone, or one placeholder alone, is the same in every language.
 */
export const hasWords = (text: string) => {
  const rest = text.replace(/\{\w+\}/g, '');
  const count = (text.match(/\{\w+\}/g) ?? []).length;
  return /\p{L}/u.test(rest) || count > 1 || (count === 1 && rest.trim() !== '');
};
