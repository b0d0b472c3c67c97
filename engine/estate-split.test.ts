import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { completeWill } from './fixtures/will-fixtures';
import { clampPercent, estateTotal, manualAmounts, setShareAmount, splitEqually, splitManually, unallocatedPercent } from './estate-split';
import { estateSplitErrors } from './validation/estate-rules';
import type { EstateShare, Will } from './will';

describe('estate split', () => {
  it('equal split stores 1 over the share count', () => {
    const will = splitEqually(completeWill());
    expect(will.estate_split_type).toBe('equally');
    expect(will.estate?.map((s) => s.amount)).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });

  it('switching back restores remembered manual values, or 1 each', () => {
    const before = completeWill();
    const remembered = manualAmounts(before);
    const equal = splitEqually(before);
    expect(splitManually(equal, remembered).estate?.map((s) => s.amount)).toEqual([50, 40, 10]);
    expect(splitManually(equal).estate?.map((s) => s.amount)).toEqual([1, 1, 1]);
    expect(splitManually(equal, {}, 'other').estate_split_type).toBe('other');
  });

  it('percentages are integers clamped to 0..100', () => {
    expect([-5, 0, 33.4, 33.5, 100, 250, '42', 'x', '', NaN, null].map(clampPercent)).toEqual([0, 0, 33, 34, 100, 100, 42, 0, 0, 0, 0]);
    const will = setShareAmount(completeWill(), { index: 2, amount: 120 });
    expect(will.estate?.[2]?.amount).toBe(100);
    expect(estateTotal(will)).toBe(190);
    expect(unallocatedPercent(setShareAmount(completeWill(), { index: 2, amount: 0 }))).toBe(10);
    expect(() => setShareAmount(completeWill(), { index: 9, amount: 1 })).toThrow();
  });

  it('split errors: total must be 100 and each share more than 0', () => {
    expect(estateSplitErrors(completeWill())).toEqual({});
    expect(estateSplitErrors(setShareAmount(completeWill(), { index: 0, amount: 0 }))).toEqual({
      'will.estate.0.amount': ['You must give more than 0%. Either increase this or remove this beneficiary.'],
      'will.estate': ['Total must equal 100%. Please update percentages'],
    });
    expect(estateSplitErrors(splitEqually(completeWill()))).toEqual({});
  });

  it('a manual split that validates always sums to 100, with whole shares of at least 1', () => {
    const base = completeWill().estate![0]!;
    const amounts = fc.array(fc.oneof(fc.integer({ min: -10, max: 110 }), fc.double({ min: 0, max: 100, noNaN: true })), { minLength: 1, maxLength: 6 });
    fc.assert(fc.property(amounts, fc.boolean(), (values, clamp) => {
      const estate: EstateShare[] = values.map((amount) => ({ ...base, amount: clamp ? clampPercent(amount) : amount }));
      const will: Will = { schemaVersion: 2, estate_split_type: 'manually', estate };
      if (Object.keys(estateSplitErrors(will)).length === 0) {
        expect(estateTotal(will)).toBe(100);
        for (const s of estate) expect(Number.isInteger(s.amount) && s.amount >= 1).toBe(true);
      }
    }));
  });
});
