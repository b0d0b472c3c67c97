import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasForbiddenCharacter, textCharacterErrors } from './text-characters';

const MESSAGE = 'This answer contains hidden control or text-direction characters. Please type it again without them.';
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\r', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];
/** Invisible characters that hide or break words: the Arabic letter mark, zero-width space, LRM and RLM, the line and paragraph separators, the word joiner, the byte-order mark. */
const INVISIBLE = ['\u061c', '\u200b', '\u200e', '\u200f', '\u2028', '\u2029', '\u2060', '\ufeff'];
/** The zero-width non-joiner and joiner: refused on one line (the document fonts do not draw them), kept in free text (emoji sequences). */
const JOINERS = ['\u200c', '\u200d'];

describe('hasForbiddenCharacter', () => {
  it.each([...BIDI, ...CONTROLS, ...INVISIBLE].map((ch) => [`U+${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`, ch]))(
    'refuses %s anywhere in the text, on one line or many',
    (_code, ch) => {
      for (const text of [ch, `Sam${ch}`, `${ch}Sam`, `Sa${ch}m Jones`]) {
        expect(hasForbiddenCharacter(text, true)).toBe(true);
        expect(hasForbiddenCharacter(text, false)).toBe(true);
      }
    },
  );

  it.each(JOINERS.map((ch) => [`U+${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`, ch]))('refuses %s on one line only', (_code, ch) => {
    expect(hasForbiddenCharacter(`Sam${ch}Jones`, false)).toBe(true);
    expect(hasForbiddenCharacter(`Sam${ch}Jones`, true)).toBe(false);
  });

  it('allows tabs and line feeds only in multi-line text', () => {
    expect(hasForbiddenCharacter('Flat 2\n1 High Street\tLeeds', true)).toBe(false);
    expect(hasForbiddenCharacter('Sam\nJones', false)).toBe(true);
    expect(hasForbiddenCharacter('Sam\tJones', false)).toBe(true);
  });

  it('allows every printable character, accents, right-to-left scripts and emoji included', () => {
    expect(hasForbiddenCharacter("Seán O'Brien-Żółć, £1,000 & «ما» 😀", false)).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const refused = new Set([...BIDI, ...INVISIBLE, ...JOINERS]);
        const printable = [...text].filter((ch) => !refused.has(ch) && !/\p{Cc}/u.test(ch)).join('');
        expect(hasForbiddenCharacter(printable, false)).toBe(false);
      }),
    );
  });
});

describe('textCharacterErrors', () => {
  const key = (segments: readonly string[]) => segments.join('.');

  it('finds a bad string at any depth, in objects and arrays, keyed by its path', () => {
    const doc = { a: 'fine', b: { c: ['fine', 'bad\u202e'], d: { e: 'nul\u0000' } }, f: 3, g: null, h: true };
    expect(textCharacterErrors(doc, key)).toEqual({ 'b.c.1': [MESSAGE], 'b.d.e': [MESSAGE] });
  });

  it('finds nothing in clean text and non-strings', () => {
    expect(textCharacterErrors({ a: 'multi\nline\ttext', b: [1, false, null], c: {} }, key)).toEqual({});
    expect(textCharacterErrors('bad\u0007', key)).toEqual({ '': [MESSAGE] });
  });
});
