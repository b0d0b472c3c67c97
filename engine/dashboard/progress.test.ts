import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('has a minimum of 10 and a maximum of 100 (SPEC 9)', () => {
    expect(progressPercent(0, 5)).toBe(10);
    expect(progressPercent(1, 5)).toBe(20);
    expect(progressPercent(3, 6)).toBe(50);
    expect(progressPercent(5, 5)).toBe(100);
    expect(progressPercent(7, 5)).toBe(100);
    expect(progressPercent(0, 0)).toBe(10);
  });

  it('is always within 10..100', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 20 }), fc.integer({ min: -5, max: 20 }), (done, total) => {
      const p = progressPercent(done, total);
      expect(p).toBeGreaterThanOrEqual(10);
      expect(p).toBeLessThanOrEqual(100);
    }));
  });
});
