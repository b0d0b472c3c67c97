import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { daysInMonth, parseIsoDate } from './calendar-date';

/** The rule written the obvious way, to check the digit-by-digit reader against. */
function referenceParse(text: unknown) {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

describe('parseIsoDate', () => {
  it('reads real dates and refuses impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('0001-12-31')).toEqual({ year: 1, month: 12, day: 31 });
    for (const bad of ['2023-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-1-1', '', 42, null]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('refuses anything but ten ASCII characters in the YYYY-MM-DD shape', () => {
    for (const bad of ['0000-01-01', '2025-01-0a', '2025/01/01', ' 2025-01-01', '2025-01-01 ', '2025-01-01\n', '２０２５-01-01', '2025-0１-01', '+025-01-01', '2025-01-1-']) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('agrees with the regular-expression reading for any text, and any near-date', () => {
    const nearDate = fc
      .tuple(fc.integer({ min: -50, max: 10050 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 33 }), fc.constantFrom('-', '-', '/', '--', ''), fc.constantFrom('-', '-', '/', '--', ''))
      .map(([y, m, d, sep1, sep2]) => `${String(y).padStart(4, '0')}${sep1}${String(m).padStart(2, '0')}${sep2}${String(d).padStart(2, '0')}`);
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), nearDate), (text) => {
      expect(parseIsoDate(text)).toEqual(referenceParse(text));
    }), { numRuns: 5000 });
  });
});
