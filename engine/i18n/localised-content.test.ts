import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint } from './translation-layer';
import { contentIn, contentLanguage, inEveryLanguage, installContentLanguage, languageOfTag, localisedContent } from './localised-content';
import type { Language } from './language';

let uninstall = () => {};
afterEach(() => uninstall());
const readIn = (read: () => Language) => {
  uninstall = installContentLanguage({ language: read });
};

const copy = localisedContent(
  { heading: 'Your will', nested: { save: 'Save' }, list: ['One', 'Two'] },
  { cy: { '/heading': { text: 'Eich ewyllys', source: fingerprint('Your will') } } },
  ['/heading', '/nested/save'],
);

describe('localisedContent', () => {
  it('reads as the English file without a host', () => {
    expect(contentLanguage()).toBe('en');
    expect(copy.heading).toBe('Your will');
  });

  it('reads each text in the language of the moment it is read (a request at a time on the server)', () => {
    let language: Language = 'cy';
    readIn(() => language);
    expect(copy.heading).toBe('Eich ewyllys');
    expect(copy.nested.save).toBe('Save');
    language = 'en';
    expect(copy.heading).toBe('Your will');
  });

  it('spreads, lists keys and serialises like the plain file', () => {
    readIn(() => 'cy');
    expect({ ...copy }.heading).toBe('Eich ewyllys');
    expect(Object.keys(copy)).toEqual(['heading', 'nested', 'list']);
    expect(JSON.parse(JSON.stringify(copy)).heading).toBe('Eich ewyllys');
  });

  it('takes a write as a plain import does, into the file in the language of the moment', () => {
    const file = localisedContent<Record<string, unknown>>({ a: 'A' }, {});
    file.b = 'B';
    expect(file.b).toBe('B');
    expect(Object.keys(file)).toEqual(['a', 'b']);
  });

  it("marks texts for a translator when the host asks (Storybook's review marks)", () => {
    uninstall = installContentLanguage({ language: () => 'cy', mark: (text, mark) => `${mark}:${text}` });
    expect(copy.nested.save).toBe('missing:Save');
    expect(copy.heading).toBe('Eich ewyllys');
  });

  it('reads a file in a named language whatever the reader\'s, unmarked (a will drafted in Welsh for an English reader)', () => {
    expect(contentIn(copy, 'cy').heading).toBe('Eich ewyllys');
    uninstall = installContentLanguage({ language: () => 'cy', mark: (text, mark) => `${mark}:${text}` });
    expect(contentIn(copy, 'en').heading).toBe('Your will');
    expect(contentIn(copy, 'cy').nested.save).toBe('Save');
    // A file the build did not localise is its English, whatever is asked.
    expect(contentIn({ heading: 'Plain' }, 'cy').heading).toBe('Plain');
  });

  it('gives a file in every language, English first, for matching what a user typed in either', () => {
    expect(inEveryLanguage(copy).map((file) => file.heading)).toEqual(['Your will', 'Eich ewyllys']);
    expect(inEveryLanguage({ heading: 'Plain' })).toEqual([{ heading: 'Plain' }]);
  });

  it('reads a language tag by its primary subtag', () => {
    expect(languageOfTag('cy-GB')).toBe('cy');
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('fr')).toBeUndefined();
    expect(languageOfTag(undefined)).toBeUndefined();
  });
});
