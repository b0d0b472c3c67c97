/** Some top-level texts of a content file (`x.json?headerLink&pick`), read in the reader's language (scripts/localised-content-plugin.ts). */
declare module '*&pick' {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}
