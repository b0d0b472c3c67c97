import { describe, expect, it } from 'vitest';
import { choosePlural, formatLongDate, formatMoney, formatPercent } from './format';

describe('formatting in the reader’s language', () => {
  it('writes dates with Welsh month names', () => {
    expect(formatLongDate('2026-03-05', 'en')).toBe('5 March 2026');
    expect(formatLongDate('2026-03-05', 'cy')).toBe('5 Mawrth 2026');
    expect(formatLongDate('2026-12-01T10:00:00Z', 'cy')).toBe('1 Rhagfyr 2026');
    expect(formatLongDate('2024-02-29', 'en')).toBe('29 February 2024');
    expect(formatLongDate('1969-07-20', 'cy')).toBe('20 Gorffennaf 1969');
    expect(formatLongDate('not a date', 'cy')).toBe('not a date');
  });

  it('writes money and percentages', () => {
    expect(formatMoney(123450, 'cy')).toBe('£1,234.50');
    expect(formatMoney(25000, 'en')).toBe('£250');
    expect(formatMoney(25000, 'en', { pence: 'always' })).toBe('£250.00');
    expect(formatMoney(-500, 'en', { pence: 'always' })).toBe('-£5.00');
    expect(formatMoney(100_000_000, 'cy')).toBe('£1,000,000');
    expect(formatPercent(12.5, 'cy')).toBe('12.5%');
  });

  it('chooses among Welsh’s six plural forms', () => {
    const children = { zero: 'dim plant', one: '1 plentyn', two: '2 blentyn', few: '3 phlentyn', many: '6 phlentyn', other: '{count} o blant' };
    expect([0, 1, 2, 3, 6, 7].map((count) => choosePlural(children, count, 'cy'))).toEqual([
      'dim plant', '1 plentyn', '2 blentyn', '3 phlentyn', '6 phlentyn', '{count} o blant',
    ]);
    expect(choosePlural({ one: '1 child', other: '{count} children' }, 2, 'en')).toBe('{count} children');
  });
});
