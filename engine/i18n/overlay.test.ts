import { describe, expect, it } from 'vitest';
import { fingerprint, type TranslationLayer } from './translation-layer';
import { overlayLayer } from './overlay';

const english = { title: 'About you', intro: 'Tell us about yourself', options: [{ title: 'Yes' }, { title: 'No' }], route: 'about-you' };
const layer: TranslationLayer = {
  '/title': { text: 'Amdanoch chi', source: fingerprint('About you') },
  '/options/0/title': { text: 'Ydw', source: fingerprint('Yes') },
  // Translated from an earlier English ("No thanks"): out of date.
  '/options/1/title': { text: 'Dim diolch', source: fingerprint('No thanks') },
};

describe('overlayLayer', () => {
  it('puts the Welsh entry in place of its English text', () => {
    const welsh = overlayLayer(english, layer);
    expect(welsh.title).toBe('Amdanoch chi');
    expect(welsh.options[0]!.title).toBe('Ydw');
  });

  it('keeps English where the layer has no entry, and names the code reads untouched', () => {
    const welsh = overlayLayer(english, layer);
    expect(welsh.intro).toBe('Tell us about yourself');
    expect(welsh.route).toBe('about-you');
  });

  it('still shows an out-of-date translation, and marks it when asked', () => {
    expect(overlayLayer(english, layer).options[1]!.title).toBe('Dim diolch');
    const marked = overlayLayer(english, layer, { texts: ['/title', '/intro', '/options/0/title', '/options/1/title'], mark: (text, mark) => `[${mark}]${text}` });
    expect(marked.options[1]!.title).toBe('[outdated]Dim diolch');
    expect(marked.intro).toBe('[missing]Tell us about yourself');
    expect(marked.title).toBe('Amdanoch chi');
  });

  it('never changes the English file, and ignores an entry whose pointer names no English text', () => {
    const before = JSON.stringify(english);
    const moved: TranslationLayer = {
      '/title': layer['/title']!,
      '/gone': { text: 'Wedi mynd', source: fingerprint('Gone') },
      '/options': { text: 'x', source: 'y' },
    };
    const welsh = overlayLayer(english, moved);
    expect(JSON.stringify(english)).toBe(before);
    expect(welsh).not.toHaveProperty('gone');
    expect(Array.isArray(welsh.options)).toBe(true);
  });

  it('adds a plural form the English lacks (Welsh two, few) beside the English forms, checked against `other`', () => {
    const forms = { years: { one: 'a year', other: '{n} years' } };
    const welsh = overlayLayer(forms, {
      '/years/one': { text: 'blwyddyn', source: fingerprint('a year') },
      '/years/two': { text: '{n} flynedd', source: fingerprint('{n} years') },
      '/years/few': { text: '{n} blynedd', source: fingerprint('{n} years (old)') },
      '/years/other': { text: '{n} mlynedd', source: fingerprint('{n} years') },
    }, { mark: (text, mark) => `${mark}:${text}` });
    expect(welsh.years).toEqual({ one: 'blwyddyn', two: '{n} flynedd', few: 'outdated:{n} blynedd', other: '{n} mlynedd' });
    // Nothing is added outside a plural-forms object.
    expect(overlayLayer({ a: { b: 'B' } }, { '/a/two': { text: 'x', source: 'y' } }).a).toEqual({ b: 'B' });
  });

  it('reads escaped pointers (~1 for a slash in a key)', () => {
    const welsh = overlayLayer({ 'a/b': 'Hello' }, { '/a~1b': { text: 'Helo', source: fingerprint('Hello') } });
    expect(welsh['a/b']).toBe('Helo');
  });
});
