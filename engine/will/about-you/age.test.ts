import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ageOn, isAdult } from './age';

describe('age', () => {
  it('counts whole years against the given today', () => {
    expect(ageOn('2007-06-15', '2025-06-15')).toBe(18);
    expect(ageOn('2007-06-16', '2025-06-15')).toBe(17);
    expect(ageOn('1980-12-31', '2025-01-01')).toBe(44);
  });

  it('a 29 February birthday counts from 1 March in other years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });

  it('adult at 18 (SPEC 9); unreadable dates are not adult', () => {
    expect(isAdult('2007-06-15', '2025-06-15')).toBe(true);
    expect(isAdult('2007-06-16', '2025-06-15')).toBe(false);
    expect(isAdult('2023-02-29', '2025-06-15')).toBe(false);
    expect(ageOn('nonsense', '2025-06-15')).toBeNull();
  });

  it('age never decreases as today moves on', () => {
    const day = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(fc.property(day, day, day, (born, a, b) => {
      const [earlier, later] = a <= b ? [a, b] : [b, a];
      expect(ageOn(born, later)!).toBeGreaterThanOrEqual(ageOn(born, earlier)!);
    }));
  });
});
