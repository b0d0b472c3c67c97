import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { joinAddress, lookupResultLabel, splitJoinedAddress } from './address';
import { normalisePostcode } from './postcode';

describe('joinAddress', () => {
  it('joins first line, town, postcode in SPEC order when county and country are absent', () => {
    expect(joinAddress({ firstLine: '10 Downing Street', postcode: 'SW1A 2AA', town: 'London' })).toBe(
      '10 Downing Street, London, SW1A 2AA',
    );
  });

  it('puts county before the postcode and country after it', () => {
    expect(
      joinAddress({ firstLine: '1 High St', postcode: 'CM1 1AA', town: 'Chelmsford', county: 'Essex', country: 'UK' }),
    ).toBe('1 High St, Chelmsford, Essex, CM1 1AA, UK');
  });

  it('leaves out blank optional parts and trims every part', () => {
    expect(
      joinAddress({ firstLine: ' 1 High St ', postcode: ' CM1 1AA ', town: ' Chelmsford', county: '  ', country: '' }),
    ).toBe('1 High St, Chelmsford, CM1 1AA');
  });

  it('normalises a plausible postcode and keeps an implausible one as typed', () => {
    expect(joinAddress({ firstLine: 'A', postcode: 'sw1a2aa', town: 'B' })).toBe('A, B, SW1A 2AA');
    expect(joinAddress({ firstLine: 'A', postcode: '12345', town: 'B' })).toBe('A, B, 12345');
  });
});

describe('lookupResultLabel', () => {
  it('appends ", UK" to the summary line', () => {
    expect(lookupResultLabel('10 Downing Street, London, SW1A 2AA')).toBe('10 Downing Street, London, SW1A 2AA, UK');
  });
});

describe('splitJoinedAddress', () => {
  it('splits a lookup label into parts that join back to the same string', () => {
    const label = 'Flat 1, 10 High Street, London, SW1A 2AA, UK';
    const parts = splitJoinedAddress(label);
    expect(parts).toEqual({
      firstLine: 'Flat 1, 10 High Street',
      town: 'London',
      county: '',
      postcode: 'SW1A 2AA',
      country: 'UK',
    });
    expect(joinAddress(parts!)).toBe(label);
  });

  it('returns null without a postcode, or without both a first line and a town before it', () => {
    expect(splitJoinedAddress('somewhere, over the rainbow')).toBeNull();
    expect(splitJoinedAddress('London, SW1A 2AA')).toBeNull();
    expect(splitJoinedAddress('')).toBeNull();
  });

  it('round-trips anything joinAddress makes from a normalised postcode and parts that are not postcodes', () => {
    const word = fc
      .stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,10}[A-Za-z0-9]$/)
      .filter((part) => normalisePostcode(part) === null);
    fc.assert(
      fc.property(
        word,
        word,
        fc.option(word, { nil: undefined }),
        fc.option(word, { nil: undefined }),
        (firstLine, town, county, country) => {
          const joined = joinAddress({ firstLine, town, county, country, postcode: 'SW1A 2AA' });
          const parts = splitJoinedAddress(joined);
          expect(parts).not.toBeNull();
          expect(joinAddress(parts!)).toBe(joined);
        },
      ),
      { numRuns: 500 },
    );
  });
});
