import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatPence, formatPounds } from './money';

describe('money', () => {
  it("formats pence as £x.xx and 0 as 'Free'", () => {
    expect(formatPence(0)).toBe('Free');
    expect(formatPence(1000)).toBe('£10.00');
    expect(formatPence(9999)).toBe('£99.99');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(270000)).toBe('£2700.00');
    expect(formatPence(-500)).toBe('-£5.00');
    expect(() => formatPence(1.5)).toThrow();
  });

  it('writes every amount as its pounds and two digits of pence', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_999_900 }), (pence) => {
      expect(Math.round(Number(formatPence(pence).slice(1)) * 100)).toBe(pence);
    }));
  });

  it('formats whole pounds grouped in thousands, rounded down', () => {
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(999)).toBe('£999');
    expect(formatPounds(1000)).toBe('£1,000');
    expect(formatPounds(325_000)).toBe('£325,000');
    expect(formatPounds(2_350_000.99)).toBe('£2,350,000');
    expect(formatPounds(-17_500)).toBe('-£17,500');
  });
});
