import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatPence, formatPounds, poundsInWords } from './money';
import { formatMoney } from '../i18n/format';
import { installContentLanguage } from '../i18n/localised-content';

describe('money', () => {
  it('formats pence as £x.xx', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(1000)).toBe('£10.00');
    expect(formatPence(9999)).toBe('£99.99');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(270000)).toBe('£2,700.00');
    expect(formatPence(-500)).toBe('-£5.00');
    expect(() => formatPence(1.5)).toThrow();
  });

  it('writes every amount as its pounds and two digits of pence', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_999_900 }), (pence) => {
      expect(Math.round(Number(formatPence(pence).slice(1).replace(/,/g, '')) * 100)).toBe(pence);
    }));
  });

  it('formats whole pounds grouped in thousands, rounded down', () => {
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(999)).toBe('£999');
    expect(formatPounds(1000)).toBe('£1,000');
    expect(formatPounds(325_000)).toBe('£325,000');
    expect(formatPounds(2_350_000.99)).toBe('£2,350,000');
    expect(formatPounds(-17_500)).toBe('-£17,500');
    expect(formatPounds(-0.5)).toBe('£0');
  });

  it('writes every amount through the one formatter, in the language asked for or the reader\'s', () => {
    expect(formatPence(123450, 'cy')).toBe(formatMoney(123450, 'cy', { pence: 'always' }));
    expect(poundsInWords(2500.5, 'cy')).toBe(formatMoney(250050, 'cy'));
    expect(formatPounds(325_000.7, 'cy')).toBe(formatMoney(32_500_000, 'cy'));
    const uninstall = installContentLanguage({ language: () => 'cy' });
    try {
      expect(formatPence(123450)).toBe(formatMoney(123450, 'cy', { pence: 'always' }));
      expect(poundsInWords(5)).toBe(formatMoney(500, 'cy'));
    } finally {
      uninstall();
    }
  });
});
