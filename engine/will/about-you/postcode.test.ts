import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePostcode } from './postcode';

describe('normalisePostcode', () => {
  it.each([
    ['SW1A 2AA', 'SW1A 2AA'],
    ['sw1a2aa', 'SW1A 2AA'],
    ['  sw1a   2aa ', 'SW1A 2AA'],
    ['Sw1A\t2aA', 'SW1A 2AA'],
    ['m11ae', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['cr26xh', 'CR2 6XH'],
    ['DN551PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
    ['EC1A 1BB', 'EC1A 1BB'],
    ['n1c4qp', 'N1C 4QP'],
    ['CF99 1SN', 'CF99 1SN'],
    ['gir0aa', 'GIR 0AA'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['too short', 'SW1'],
    ['outward only', 'SW1A'],
    ['too long', 'SW1A 2AAA'],
    ['letters only', 'ABCDEFG'],
    ['digits only', '1234567'],
    ['inward not digit first', 'SW1A AAA'],
    ['forbidden inward letter C', 'SW1A 2CA'],
    ['forbidden first letter Q', 'QA1 1AA'],
    ['forbidden second letter I', 'AI1 1AA'],
    ['punctuation', 'SW1A-2AA'],
    ['very long input', `${'SW1A 2AA'.padStart(40, ' ')}x`],
  ])('refuses %s', (_label, input) => {
    expect(normalisePostcode(input)).toBeNull();
  });

  it('is idempotent and always yields the canonical shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (input) => {
        const once = normalisePostcode(input);
        if (once === null) return;
        expect(once).toMatch(/^[A-Z][A-Z0-9]{1,3} [0-9][A-Z]{2}$/);
        expect(normalisePostcode(once)).toBe(once);
      }),
    );
  });

  it('ignores case and spacing of any accepted postcode', () => {
    const letter = fc.constantFrom(...'ABDEFGHJLNPQRSTUWXYZ'.split(''));
    const postcode = fc
      .tuple(fc.constantFrom('SW1A', 'M1', 'B33', 'CR2', 'DN55', 'W1A', 'EC1A', 'N1C'), fc.integer({ min: 0, max: 9 }), letter, letter)
      .map(([outward, digit, a, b]) => `${outward} ${digit}${a}${b}`);
    fc.assert(
      fc.property(postcode, fc.boolean(), fc.nat({ max: 3 }), (canonical, lower, spaces) => {
        const messy = ` ${(lower ? canonical.toLowerCase() : canonical).replace(' ', ' '.repeat(spaces))} `;
        expect(normalisePostcode(messy)).toBe(canonical);
      }),
    );
  });
});
